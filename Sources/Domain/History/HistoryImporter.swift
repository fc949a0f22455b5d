/// Reads a strength-history export (issue 11): finds its format unless told, then turns
/// each row into a set, skips rows that are not sets, and rejects bad rows with the line
/// and the reason, without stopping.
public enum HistoryImporter {
    /// `format` nil detects it from the first line. `unit` is the unit of weights in
    /// formats whose rows carry none (the original app's lines, Strong's comma layout).
    public static func parse(_ input: [UInt8], format: ImportFormat? = nil, unit: WeightUnit) throws(HistoryImportError) -> HistoryImport {
        let separator = CSVReader.separator(guessedFrom: input)
        var records = CSVReader(input, separator: separator)
        guard let first = firstRecord(&records) else { throw .empty }
        guard let format = format ?? ImportFormat.detect(first: first) else { throw .unrecognised }
        let layout = try format.layout(first: first, unit: unit)
        var reader = RowReader(decimalComma: separator == UInt8(ascii: ";"), formulaGuarded: layout.formulaGuarded)
        var result = HistoryImport(format: format)
        if layout.firstRecordIsData { read(first, layout, &reader, into: &result) }
        while let record = records.next() {
            read(record, layout, &reader, into: &result)
        }
        return result
    }

    /// The first record with something on it.
    private static func firstRecord(_ records: inout CSVReader) -> CSVRecord? {
        while let record = records.next() {
            if !record.isBlank { return record }
        }
        return nil
    }

    private static func read(_ record: CSVRecord, _ layout: some RowLayout, _ reader: inout RowReader, into result: inout HistoryImport) {
        if record.isBlank { return }
        do throws(RowProblem) {
            if let problem = record.problem { throw .malformed(problem) }
            if let set = try layout.set(from: record, reader: &reader) {
                result.sets.append(set)
            } else {
                result.skipped += 1
            }
        } catch {
            result.reject(line: record.line, error)
        }
    }
}
