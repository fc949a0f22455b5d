/// Garmin Connect's weight CSV, as its web page exports it: a header `Time,Weight,Change,BMI,
/// Body Fat,…`, then for each day a row with the date alone (`" Dec 31, 2022",`) followed by a
/// row per weigh-in that day with its time (`"7:03 AM"` or `"07:03"`), the weight with its
/// unit (`80.5 kg`, `177.5 lbs`) and the body fat (`20.1 %`, or `--` for none).
enum GarminCSV {
    static func isHeader(_ header: CSVRecord) -> Bool {
        header.count >= 2 && header.text(0).trimmingSpaces().lowercased() == "time" && header.text(1).trimmingSpaces().lowercased() == "weight"
    }

    static func read(_ reader: inout CSVReader, into result: inout BodyImport) {
        var day: CalendarDate?
        var fatColumn: Int?
        while let record = reader.next() {
            guard !record.isBlank else { continue }
            let place = "line \(record.line)"
            let first = record.text(0).trimmingSpaces()
            if let date = date(first) {
                day = date
                continue
            }
            if record.line == 1 {
                fatColumn = (0..<record.count).first { record.text($0).trimmingSpaces().lowercased() == "body fat" }
                continue
            }
            guard let day else {
                result.refuse(place, "a weigh-in before any date row")
                continue
            }
            guard let second = seconds(first) else {
                result.refuse(place, "“\(BodyImporter.shown(first))” is neither a date such as Dec 31, 2022 nor a time such as 7:03 AM")
                continue
            }
            guard record.count >= 2, let (weight, unit) = weight(record.text(1)) else {
                result.refuse(place, "“\(BodyImporter.shown(record.count >= 2 ? record.text(1) : ""))” is not a weight such as 80.5 kg or 177.5 lbs")
                continue
            }
            let fat = fatColumn.flatMap { $0 < record.count ? BodyImporter.number(record.text($0).trimmingSpaces().trimmingSuffix("%")) : nil }
            result.addWeighIn(weight, unit: unit, at: LocalTime(date: day, second: second), bodyFat: fat, place: place)
        }
    }

    /// "Dec 31, 2022" (English month names, as the export writes them).
    static func date(_ text: Substring) -> CalendarDate? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," })
        guard words.count == 3, let month = MonthNames.month(Array(words[0].utf8)[...]),
              let day = BoundedNumber.integer(words[1], in: 1...31), let year = BoundedNumber.integer(words[2], in: 1900...9999) else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }

    /// "7:03 AM", "12:30 PM", "07:03": seconds since midnight.
    static func seconds(_ text: Substring) -> Int? {
        let words = text.split(separator: " ")
        guard let clock = words.first, words.count <= 2 else { return nil }
        let parts = clock.split(separator: ":")
        guard parts.count == 2 || parts.count == 3, var hour = BoundedNumber.integer(parts[0], in: 0...23),
              let minute = BoundedNumber.integer(parts[1], in: 0...59) else { return nil }
        let second = parts.count == 3 ? BoundedNumber.integer(parts[2], in: 0...59) : 0
        if words.count == 2 {
            switch words[1].uppercased() {
            case "AM" where (1...12).contains(hour): hour %= 12
            case "PM" where (1...12).contains(hour): hour = hour % 12 + 12
            default: return nil
            }
        }
        return second.map { hour * 3_600 + minute * 60 + $0 }
    }

    /// "80.5 kg", "177.5 lbs", "80.5kg".
    static func weight(_ text: String) -> (Double, WeightUnit)? {
        let lowered = text.trimmingSpaces().lowercased()
        for (suffix, unit) in [("kg", WeightUnit.kg), ("lbs", .lb), ("lb", .lb)] where lowered.hasSuffix(suffix) {
            return BodyImporter.number(Substring(lowered.dropLast(suffix.count))).map { ($0, unit) }
        }
        return nil
    }
}

private extension Substring {
    func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : self
    }
}
