#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (no browser download is possible here).
# Installs it when missing and we are root; otherwise says what to do.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "Chromium was not found at $CHROMIUM and could not be installed automatically." >&2
echo "Install it (Debian/Ubuntu: 'sudo apt-get install -y chromium') or set CHROMIUM_PATH, then run 'npm test' again." >&2
exit 1
