/// Reads an upload to `/body/import`, its format told by its content, as the history import
/// does: a zip or XML is Apple Health's, a JSON array Fitbit's, a CSV Withings' or Garmin's
/// by its header. Apple Health's is streamed (`AppleHealthExport`); the others are small and
/// read whole, up to `maxTextBytes`.
public enum BodyImporter {
    /// Fifty years of weigh-ins several times a day are under 10 MB in any of these formats.
    public static let maxTextBytes = 64 << 20

    /// `unit` is the account's unit as the form gives it, for Fitbit's weights, which have none.
    public static func read(_ bytes: ExportBytes, unit: WeightUnit, today: CalendarDate) throws(BodyImportError) -> BodyImport {
        let head = bytes.read(from: 0, count: min(bytes.count, 4_096))
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let start = head.starts(with: byteOrderMark) ? head.dropFirst(3) : head
        guard let first = start.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) else { throw .empty }
        let result: BodyImport
        if ZipArchive.isZip(head) {
            result = try AppleHealthExport.readZip(bytes, today: today)
        } else if first == UInt8(ascii: "<") {
            result = try AppleHealthExport.readXML(bytes, today: today)
        } else {
            guard bytes.count <= maxTextBytes else { throw .tooBig(limit: maxTextBytes) }
            let whole = bytes.read(from: 0, count: bytes.count)
            if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") {
                var fitbit = BodyImport(format: .fitbit, today: today)
                try FitbitJSON.read(whole, unit: unit, into: &fitbit)
                result = fitbit
            } else {
                result = try csv(whole.starts(with: byteOrderMark) ? whole.dropFirst(3) : whole, today: today)
            }
        }
        guard !result.isEmpty || result.refusedCount > 0 else { throw .nothingFound(result.format) }
        return result
    }

    /// The form's unit for weights a file does not name (Fitbit's); empty takes `fallback`.
    public static func unit(_ raw: String?, fallback: WeightUnit) -> Result<WeightUnit, FieldErrors> {
        var errors: [FieldError] = []
        let unit = FormValue.choice(raw, fallback: fallback, field: "unit", message: "Choose kg or lb.", errors: &errors)
        return unit.map(Result.success) ?? .failure(FieldErrors(errors))
    }

    private static func csv(_ bytes: ArraySlice<UInt8>, today: CalendarDate) throws(BodyImportError) -> BodyImport {
        var reader = CSVReader(bytes, separator: UInt8(ascii: ","))
        guard let header = reader.next() else { throw .empty }
        if let unit = WithingsCSV.unit(ofHeader: header) {
            var result = BodyImport(format: .withings, today: today)
            WithingsCSV.read(&reader, unit: unit, into: &result)
            return result
        }
        if GarminCSV.isHeader(header) {
            var result = BodyImport(format: .garmin, today: today)
            var again = CSVReader(bytes, separator: UInt8(ascii: ","))
            GarminCSV.read(&again, into: &result)
            return result
        }
        throw .unknownFormat
    }

    /// A decimal as these exports write it, with a point or a comma, in any size (the ranges
    /// are checked where a reading is added, with a message naming them).
    static func number(_ text: some StringProtocol) -> Double? {
        FormValue.decimal(String(text), in: 0...1_000_000_000)
    }

    /// At most 40 characters of a field, for a message.
    static func shown(_ text: some StringProtocol) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : String(text)
    }
}
