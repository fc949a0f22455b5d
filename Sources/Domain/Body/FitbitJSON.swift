/// Fitbit's account export, `weight-YYYY-MM-DD.json`: an array of `{logId, weight, bmi, fat,
/// date, time, source}` with `date` as `MM/DD/YY` and `time` as `HH:MM:SS` in the lifter's
/// wall-clock time. The weight has no unit: it is in the account's unit, which only the lifter
/// knows, so the import form asks for it (`BodyImport.assumedUnit`). The API's shape, the same
/// array under `"weight"`, is read too.
enum FitbitJSON {
    static func read(_ bytes: ArraySlice<UInt8>, unit: WeightUnit, into result: inout BodyImport) throws(BodyImportError) {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw .notJSON(error.description)
        }
        guard let entries = document.array ?? document["weight"]?.array else { throw .unknownFormat }
        result.assumedUnit = unit
        for (index, entry) in entries.enumerated() {
            let place = "entry \(index + 1)"
            guard let weight = entry["weight"]?.number else {
                result.refuse(place, "no weight")
                continue
            }
            guard let date = entry["date"]?.string.flatMap(date) else {
                result.refuse(place, "“\(BodyImporter.shown(entry["date"]?.string ?? ""))” is not a date such as 07/05/17")
                continue
            }
            let second = entry["time"]?.string.flatMap { LocalTime(text: date.iso + " " + $0)?.second } ?? LocalTime.formSecond
            result.addWeighIn(weight.roundedToHundredths(), unit: unit, at: LocalTime(date: date, second: second), bodyFat: entry["fat"]?.number,
                              place: place)
        }
    }

    /// `MM/DD/YY` (Fitbit's export) or `YYYY-MM-DD` (its API); a two-digit year is in 2000–2099.
    static func date(_ text: String) -> CalendarDate? {
        if let date = CalendarDate(iso: text) { return date }
        let parts = text.split(separator: "/")
        guard parts.count == 3, let month = BoundedNumber.integer(parts[0], in: 1...12), let day = BoundedNumber.integer(parts[1], in: 1...31),
              let year = BoundedNumber.integer(parts[2], in: 0...9999) else { return nil }
        return CalendarDate(year: parts[2].count == 2 ? 2000 + year : year, month: month, day: day)
    }
}
