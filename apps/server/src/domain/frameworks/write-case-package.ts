import { createHash } from 'node:crypto';

/*
 * A 1EdTech CASE 1.0 package (CFPackage JSON) from a tree (docs/frameworks.md "Giving back"):
 * strictly by the CFPackage JSON Schema (the tests validate every package against OpenSALT's copy
 * of it). Identifiers are UUIDs: a source id that is one stays (SLO's, a CASE package's), any
 * other key becomes a UUID derived from it, so a package exported again keeps its identifiers and
 * imports as a new release of the same framework.
 */

export type TCaseNode = {
  key: string;
  parentKey: string | null;
  statement: string;
  code: string;
  type: string;
  notes: string;
  levels: string[];
};

export type TCaseDocument = {
  key: string;
  title: string;
  creator: string;
  description: string;
  version: string;
  language: string;
  changedAt: Date;
};

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The key itself when it is a UUID; else a name-based UUID (version 5 layout) of the key. */
export function caseIdentifier(key: string): string {
  if (UUID.test(key)) return key.toLowerCase();
  const hex = createHash('sha1').update(`curriculum-planner:${key}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

const uriOf = (identifier: string) => `urn:uuid:${identifier}`;
const link = (identifier: string, title: string) => ({ title, identifier, uri: uriOf(identifier) });

export function writeCasePackage(document: TCaseDocument, nodes: readonly TCaseNode[]) {
  const changed = document.changedAt.toISOString();
  const documentId = caseIdentifier(document.key);
  const documentLink = link(documentId, document.title);
  const ids = new Map(nodes.map((node) => [node.key, caseIdentifier(node.key)]));
  const places = new Map<string | null, number>();
  return {
    CFDocument: {
      identifier: documentId,
      uri: uriOf(documentId),
      creator: document.creator,
      title: document.title,
      lastChangeDateTime: changed,
      ...(document.description ? { description: document.description } : {}),
      ...(document.version ? { version: document.version } : {}),
      language: document.language,
      CFPackageURI: documentLink,
    },
    CFItems: nodes.map((node) => {
      const identifier = ids.get(node.key)!;
      return {
        identifier,
        uri: uriOf(identifier),
        fullStatement: node.statement,
        ...(node.code ? { humanCodingScheme: node.code } : {}),
        CFItemType: node.type,
        ...(node.notes ? { notes: node.notes } : {}),
        ...(node.levels.length > 0 ? { educationLevel: node.levels } : {}),
        language: document.language,
        lastChangeDateTime: changed,
        CFDocumentURI: documentLink,
      };
    }),
    CFAssociations: nodes.map((node) => {
      const origin = ids.get(node.key)!;
      const destination = node.parentKey === null ? documentId : ids.get(node.parentKey)!;
      const sequenceNumber = (places.get(node.parentKey) ?? 0) + 1;
      places.set(node.parentKey, sequenceNumber);
      const identifier = caseIdentifier(`isChildOf:${origin}:${destination}`);
      return {
        identifier,
        uri: uriOf(identifier),
        associationType: 'isChildOf',
        sequenceNumber,
        originNodeURI: link(origin, node.code || node.statement.slice(0, 60)),
        destinationNodeURI: link(
          destination,
          node.parentKey === null ? document.title : destination,
        ),
        lastChangeDateTime: changed,
        CFDocumentURI: documentLink,
      };
    }),
    CFDefinitions: [],
  };
}
