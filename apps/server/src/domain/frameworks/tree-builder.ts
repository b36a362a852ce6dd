import { addNote, type TImportNote, type TParsedItem } from './parsed-framework';

/**
 * Collects a framework's items top to bottom. An item that a second parent lists again keeps its
 * first place (a tree has one parent) and the preview says so; an item without a code is counted.
 */
export class TreeBuilder {
  readonly items: TParsedItem[] = [];
  private readonly placed = new Set<string>();

  constructor(private readonly notes: TImportNote[]) {}

  /** Adds the item under its parent; false when it was placed before (its children are too). */
  add(item: TParsedItem): boolean {
    if (this.placed.has(item.sourceId)) {
      addNote(this.notes, 'multiple_parents', item.code || item.title);
      return false;
    }
    this.placed.add(item.sourceId);
    if (item.code === '') addNote(this.notes, 'empty_code', item.kind);
    this.items.push(item);
    return true;
  }

  has(sourceId: string): boolean {
    return this.placed.has(sourceId);
  }
}
