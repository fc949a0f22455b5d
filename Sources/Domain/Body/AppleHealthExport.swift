/// Apple Health's export: `export.zip` holding `apple_health_export/export.xml`, or that XML
/// alone. Body mass, body-fat percentage and waist circumference are taken, each a `Record`
/// whose `startDate` ("2019-06-17 07:49:48 -0400") is read as the wall-clock time it names.
/// Both are read a piece at a time, the zip inflated as it is read (`ZipArchive.stream`), so a
/// gigabyte export takes the memory of a small one.
enum AppleHealthExport {
    static let bodyMass = "HKQuantityTypeIdentifierBodyMass"
    static let bodyFat = "HKQuantityTypeIdentifierBodyFatPercentage"
    static let waist = "HKQuantityTypeIdentifierWaistCircumference"
    /// What a streamed export may inflate to: no memory is held for it, only time is spent.
    static let inflateRatio = 100
    static let inflateCeiling = 16 << 30
    static let pieceSize = 256 << 10

    static func readXML(_ bytes: ExportBytes, today: CalendarDate) throws(BodyImportError) -> BodyImport {
        var reading = Reading(today: today)
        var offset = 0
        while offset < bytes.count {
            let piece = bytes.read(from: offset, count: pieceSize)
            guard !piece.isEmpty else { break }
            try reading.feed(piece)
            offset += piece.count
        }
        return try reading.finish()
    }

    static func readZip(_ bytes: ExportBytes, today: CalendarDate) throws(BodyImportError) -> BodyImport {
        let archive: ZipArchive
        do {
            archive = try ZipArchive(size: bytes.count) { bytes.read(from: $0, count: $1) }
        } catch {
            throw .archive(error)
        }
        guard let entry = exportEntry(archive.entries) else { throw .noHealthExport }
        var reading = Reading(today: today)
        var failure: BodyImportError?
        var budget = InflateBudget(limit: min(bytes.count.multipliedReportingOverflow(by: inflateRatio).partialValue, inflateCeiling))
        do {
            try ZipArchive.stream(entry, size: bytes.count, read: { bytes.read(from: $0, count: $1) }, pieceSize: pieceSize, budget: &budget) { piece in
                do throws(BodyImportError) {
                    try reading.feed(piece)
                    return false
                } catch {
                    failure = error
                    return true
                }
            }
        } catch {
            throw .archive(error)
        }
        if let failure { throw failure }
        return try reading.finish()
    }

    /// `export.xml` in any folder (the Health app's is `apple_health_export/`), not the
    /// clinical `export_cda.xml` beside it.
    static func exportEntry(_ entries: [ZipEntry]) -> ZipEntry? {
        entries.first { entry in
            !entry.isDirectory && (entry.name.split(separator: "/").last.map { $0.lowercased() == "export.xml" } ?? false)
        }
    }

    /// The records as they are read, and the body fat kept apart until every weigh-in is in.
    private struct Reading {
        var scanner = AppleHealthScanner(types: [bodyMass, bodyFat, waist])
        var result: BodyImport
        var fats: [(time: LocalTime, percent: Double)] = []

        init(today: CalendarDate) {
            result = BodyImport(format: .appleHealth, today: today)
        }

        mutating func feed(_ piece: ArraySlice<UInt8>) throws(BodyImportError) {
            var records: [AppleHealthScanner.Record] = []
            try scanner.feed(piece) { records.append($0) }
            for record in records { take(record) }
        }

        mutating func finish() throws(BodyImportError) -> BodyImport {
            try scanner.finish()
            result.attach(bodyFat: fats)
            return result
        }

        private mutating func take(_ record: AppleHealthScanner.Record) {
            let place = "the record of \(record.startDate)"
            guard let time = LocalTime(text: record.startDate) else {
                return result.refuse(place, "“\(BodyImporter.shown(record.startDate))” is not a date such as 2019-06-17 07:49:48 -0400")
            }
            guard let value = BodyImporter.number(Substring(record.value)) else {
                return result.refuse(place, "“\(BodyImporter.shown(record.value))” is not a number")
            }
            switch record.type {
            case bodyMass:
                switch record.unit {
                case "kg": result.addWeighIn(value, unit: .kg, at: time, bodyFat: nil, place: place)
                case "lb": result.addWeighIn(value, unit: .lb, at: time, bodyFat: nil, place: place)
                case "g": result.addWeighIn(value / 1_000, unit: .kg, at: time, bodyFat: nil, place: place)
                // 1 st = 14 lb exactly.
                case "st": result.addWeighIn((value * 14).roundedToHundredths(), unit: .lb, at: time, bodyFat: nil, place: place)
                default: result.refuse(place, "a body mass in “\(BodyImporter.shown(record.unit))”, not kg, lb, g or st")
                }
            case bodyFat:
                // HealthKit writes the percentage as a fraction ("0.215" for 21.5 %).
                fats.append((time, value <= 1 ? value * 100 : value))
            default:
                switch record.unit {
                case "cm": result.addMeasurement("waist", value: value, unit: .cm, at: time, place: place)
                case "in": result.addMeasurement("waist", value: value, unit: .inches, at: time, place: place)
                case "m": result.addMeasurement("waist", value: (value * 100).roundedToHundredths(), unit: .cm, at: time, place: place)
                case "mm": result.addMeasurement("waist", value: (value / 10).roundedToHundredths(), unit: .cm, at: time, place: place)
                default: result.refuse(place, "a waist circumference in “\(BodyImporter.shown(record.unit))”, not cm, in, m or mm")
                }
            }
        }
    }
}
