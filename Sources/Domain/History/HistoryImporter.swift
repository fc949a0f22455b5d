/// Reads a strength-history export (issue 11): finds its format unless told, then turns
/// each row into a set, skips rows that are not sets, and rejects bad rows with the line
/// and the reason, without stopping.
///
/// `open` decides, from the first line, whether the file can be read at all; `read` then
/// hands over one set at a time, so an import stores each as it goes and memory does not
/// grow with the file. `parse` does both and collects the sets.
public enum HistoryImporter {
    /// `format` nil detects it from the first line. `unit` is the unit of weights in
    /// formats whose rows carry none (the original app's lines, Strong's comma layout).
    public static func open(_ input: ArraySlice<UInt8>, format: ImportFormat? = nil, unit: WeightUnit) throws(HistoryImportError) -> HistoryExport {
        let separator = CSVReader.separator(guessedFrom: input)
        var records = CSVReader(input, separator: separator)
        guard let first = firstRecord(&records) else { throw .empty }
        guard let format = format ?? ImportFormat.detect(first: first) else { throw .unrecognised }
        let layout = try format.layout(first: first, unit: unit)
        return HistoryExport(format: format, layout: layout, first: first, records: records, decimalComma: separator == UInt8(ascii: ";"))
    }

    /// Every set of the export, in file order, to `each`; the rows that are not sets and the
    /// rows refused are counted in the result, whose `sets` stay empty.
    public static func read(_ export: HistoryExport, each: (ImportedSet) throws -> Void) rethrows -> HistoryImport {
        var records = export.records
        var reader = RowReader(decimalComma: export.decimalComma, formulaGuarded: export.layout.formulaGuarded)
        var result = HistoryImport(format: export.format)
        if export.layout.firstRecordIsData { try read(export.first, export.layout, &reader, into: &result, each) }
        while let record = records.next() {
            try read(record, export.layout, &reader, into: &result, each)
        }
        return result
    }

    public static func parse(_ input: [UInt8], format: ImportFormat? = nil, unit: WeightUnit) throws(HistoryImportError) -> HistoryImport {
        let export = try open(input[...], format: format, unit: unit)
        var sets: [ImportedSet] = []
        var result = read(export) { sets.append($0) }
        result.sets = sets
        return result
    }

    /// The first record with something on it.
    private static func firstRecord(_ records: inout CSVReader) -> CSVRecord? {
        while let record = records.next() {
            if !record.isBlank { return record }
        }
        return nil
    }

    private static func read(_ record: CSVRecord, _ layout: some RowLayout, _ reader: inout RowReader, into result: inout HistoryImport,
                             _ each: (ImportedSet) throws -> Void) rethrows {
        if record.isBlank { return }
        let set: ImportedSet?
        do throws(RowProblem) {
            if let problem = record.problem { throw .malformed(problem) }
            set = try layout.set(from: record, reader: &reader)
        } catch {
            result.reject(line: record.line, error)
            return
        }
        guard let set else {
            result.skipped += 1
            return
        }
        try each(set)
    }
}
