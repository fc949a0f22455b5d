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
    /// `dayMonthOrder` is the lifter's answer for numeric dates that fit both orders (nil:
    /// decide from the file, and refuse it when every date fits both). `timeZone` is the
    /// lifter's, for the day of times written with their offset (nil: the day as written).
    public static func open(_ input: ArraySlice<UInt8>, format: ImportFormat? = nil, unit: WeightUnit, dayMonthOrder: DayMonthOrder? = nil,
                            timeZone: TimeZoneRules? = nil) throws(HistoryImportError) -> HistoryExport {
        try open(ExportBytes(input), format: format, unit: unit, dayMonthOrder: dayMonthOrder, timeZone: timeZone)
    }

    /// `open` for an export read a piece at a time (an upload in a file): the separator, the
    /// first record and the order of day and month are read from the first pieces, and `read`
    /// goes through the pieces again.
    public static func open(_ input: ExportBytes, format: ImportFormat? = nil, unit: WeightUnit, dayMonthOrder: DayMonthOrder? = nil,
                            timeZone: TimeZoneRules? = nil) throws(HistoryImportError) -> HistoryExport {
        var guess = SeparatorGuess()
        input.forEachPieceUntil { guess.read($0) }
        let separator = guess.separator
        var records = CSVStream(input, separator: separator)
        guard let first = firstRecord(&records) else { throw .empty }
        guard let format = format ?? ImportFormat.detect(first: first) else { throw .unrecognised }
        let layout = try format.layout(first: first, unit: unit)
        var order = dayMonthOrder
        if order == nil { order = try Self.dayMonthOrder(of: records, column: layout.dateColumn) }
        return HistoryExport(format: format, layout: layout, first: first, records: records, decimalComma: separator == UInt8(ascii: ";"),
                             dayMonthOrder: order, timeZone: timeZone)
    }

    /// The order of the file's numeric dates, from the first that only one order reads; nil
    /// when it has none. Every date fitting both is a question for the lifter. A file whose
    /// first date is written otherwise (ISO, a month name) is not read a second time for this.
    static func dayMonthOrder(of records: CSVStream, column: Int?) throws(HistoryImportError) -> DayMonthOrder? {
        guard let column else { return nil }
        var records = records
        var evidence = DayMonthEvidence()
        while !evidence.isDecided, let record = records.next() {
            guard column < record.count else { continue }
            let bytes = record.bytes(column)
            guard let date = NumericDate(bytes), !date.yearFirst else {
                if evidence.ambiguousExample == nil, FieldValue.isoDate(bytes) != nil || FieldValue.namedMonthDate(bytes) != nil { return nil }
                continue
            }
            evidence.add(date, text: record.text(column))
        }
        if let order = evidence.order { return order }
        if let example = evidence.ambiguousExample { throw .ambiguousDayMonth(example: example) }
        return nil
    }

    /// Every set of the export, in file order, to `each`; the rows that are not sets and the
    /// rows refused are counted in the result, whose `sets` stay empty.
    public static func read(_ export: HistoryExport, each: (ImportedSet) throws -> Void) rethrows -> HistoryImport {
        var records = export.records
        var reader = RowReader(decimalComma: export.decimalComma, formulaGuarded: export.layout.formulaGuarded,
                               dayMonthOrder: export.dayMonthOrder, timeZone: export.timeZone)
        var result = HistoryImport(format: export.format)
        if export.layout.firstRecordIsData { try read(export.first, export.layout, &reader, into: &result, each) }
        while let record = records.next() {
            try read(record, export.layout, &reader, into: &result, each)
        }
        return result
    }

    public static func parse(_ input: [UInt8], format: ImportFormat? = nil, unit: WeightUnit, dayMonthOrder: DayMonthOrder? = nil,
                             timeZone: TimeZoneRules? = nil) throws(HistoryImportError) -> HistoryImport {
        let export = try open(input[...], format: format, unit: unit, dayMonthOrder: dayMonthOrder, timeZone: timeZone)
        var sets: [ImportedSet] = []
        var result = read(export) { sets.append($0) }
        result.sets = sets
        return result
    }

    /// The first record with something on it.
    private static func firstRecord(_ records: inout CSVStream) -> CSVRecord? {
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
        result.setCount += 1
        try each(set)
    }
}
