/// Withings Health Mate's `weight.csv`: `Date,"Weight (kg)","Fat mass (kg)",…`, newest first,
/// dates `"2019-09-23 21:37:34"` in the lifter's wall-clock time. The app writes its headers in
/// the phone's language (`"Gewicht (kg)","Fettmasse (kg)"` in German), so the columns are told
/// by place and by the unit in brackets, not by their words. Fat mass is in the weight's unit;
/// its share of the weight is the body-fat percentage.
enum WithingsCSV {
    /// The weight's unit when `header` is Withings' (`Date`/`Datum`, then a weight in kg or lb).
    static func unit(ofHeader header: CSVRecord) -> WeightUnit? {
        guard header.count >= 2, ["date", "datum"].contains(header.text(0).trimmingSpaces().lowercased()) else { return nil }
        let weight = header.text(1).trimmingSpaces().lowercased()
        if weight.hasSuffix("(kg)") { return .kg }
        if weight.hasSuffix("(lb)") || weight.hasSuffix("(lbs)") { return .lb }
        return nil
    }

    static func read(_ reader: inout CSVReader, unit: WeightUnit, into result: inout BodyImport) {
        while let record = reader.next() {
            guard !record.isBlank else { continue }
            let place = "line \(record.line)"
            guard let time = LocalTime(text: record.text(0).trimmingSpaces()) else {
                result.refuse(place, "“\(BodyImporter.shown(record.text(0)))” is not a date and time such as 2019-09-23 21:37:34")
                continue
            }
            guard record.count >= 2, let weight = BodyImporter.number(record.text(1)) else {
                result.refuse(place, "no weight")
                continue
            }
            let fatMass = record.count >= 3 ? BodyImporter.number(record.text(2)) : nil
            let percent = fatMass.map { $0 / weight * 100 }
            result.addWeighIn(weight, unit: unit, at: time, bodyFat: percent, place: place)
        }
    }
}
