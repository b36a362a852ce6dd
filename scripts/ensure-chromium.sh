#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium headless shell (no browser download is possible here;
# apps/web/e2e/chromium.ts). Installs it when missing and we are root; the full Chromium is used
# where the shell cannot be installed; otherwise says what to do.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "CHROMIUM_PATH is set to $CHROMIUM_PATH, which is not there." >&2
  exit 1
fi
SHELL_BIN=/usr/bin/chromium-headless-shell
if [ -x "$SHELL_BIN" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium's headless shell is missing: installing Debian's chromium-headless-shell package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null || true
  [ -x "$SHELL_BIN" ] && exit 0
fi
if [ -x /usr/bin/chromium ]; then
  echo "Using the full Chromium (/usr/bin/chromium): the tests run the same, with more CPU." >&2
  exit 0
fi
echo "Chromium was not found and could not be installed automatically." >&2
echo "Install it (Debian/Ubuntu: 'sudo apt-get install -y chromium-headless-shell') or set CHROMIUM_PATH, then run 'npm test' again." >&2
exit 1
