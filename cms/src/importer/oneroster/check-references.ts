import type { RowError } from '../rows';
import { BINDING, BINDING_FILES, listItems, type BindingFile } from './binding';
import type { CheckedPackage } from './check-package';

/**
 * What the portal already holds of a file, for delta files that name records sent before:
 * the sourcedIds it keeps. A file left out is one the portal keeps nothing of.
 */
export type StoredSourcedIds = Partial<Record<BindingFile, ReadonlySet<string>>>;


/**
 * Checks every reference of every row of the package, used by the portal or not: the record
 * it names is in the package (and not deleted by it), or already in the portal. When the
 * package has no such file and the portal keeps none of its records, a bulk file is refused
 * (a bulk package names only what it carries: the binding calls it semantically complete),
 * and a delta file's reference is taken as it comes, as nothing here can tell it wrong.
 */
export const checkReferences = (pkg: CheckedPackage, stored: StoredSourcedIds, errors: RowError[]): void => {
  const active = new Map<BindingFile, Set<string>>();
  const deleted = new Map<BindingFile, Map<string, number>>();
  for (const name of BINDING_FILES) {
    const rows = pkg.files[name]?.rows ?? [];
    active.set(name, new Set(rows.filter((row) => row.cells.status !== 'tobedeleted').map((row) => row.cells.sourcedId!)));
    deleted.set(
      name,
      new Map(rows.filter((row) => row.cells.status === 'tobedeleted').map((row) => [row.cells.sourcedId!, row.line])),
    );
  }
  for (const name of BINDING_FILES) {
    const file = pkg.files[name];
    if (!file) continue;
    const references = BINDING[name].columns.filter((column) => column.refersTo !== undefined);
    for (const row of file.rows) {
      // A row being deleted is not written: what it names does not matter any more.
      if (row.cells.status === 'tobedeleted') continue;
      for (const column of references) {
        const value = row.cells[column.name]!;
        if (value === '') continue;
        const target = column.refersTo!;
        const targetFile = `${target}.csv`;
        for (const id of column.format === 'guidRefList' ? listItems(value) : [value]) {
          const deletedOn = deleted.get(target)!.get(id);
          if (active.get(target)!.has(id)) continue;
          if (deletedOn !== undefined) {
            errors.push({
              file: `${name}.csv`,
              line: row.line,
              column: column.name,
              reason: `${id} is deleted by ${targetFile} line ${deletedOn} (status tobedeleted)`,
            });
            continue;
          }
          const kept = stored[target];
          if (kept?.has(id)) continue;
          const inPackage = pkg.files[target] !== undefined;
          if (!inPackage && kept === undefined && file.mode === 'delta') continue;
          const where = inPackage
            ? kept
              ? `is neither in ${targetFile} nor in the portal`
              : `is not in ${targetFile}`
            : kept
              ? `is neither in the portal nor in this package (it has no ${targetFile})`
              : `is not in this package, which has no ${targetFile}: a bulk file names only records its package carries`;
          errors.push({ file: `${name}.csv`, line: row.line, column: column.name, reason: `${id} ${where}` });
        }
      }
    }
  }
};
