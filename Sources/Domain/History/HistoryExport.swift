/// An export whose first line was understood (`HistoryImporter.open`): its format, how its
/// rows read, and the reader placed after that line, ready for `HistoryImporter.read`.
public struct HistoryExport {
    public let format: ImportFormat
    let layout: any RowLayout
    let first: CSVRecord
    let records: CSVStream
    let decimalComma: Bool
    let dayMonthOrder: DayMonthOrder?
    let timeZone: TimeZoneRules?

    /// False when the file says nothing of its unit: the import form's is assumed.
    public var namesItsUnit: Bool { layout.namesItsUnit }
}
