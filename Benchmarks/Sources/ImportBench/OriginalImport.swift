import Foundation

/// The original app's importer, as it read a Fitbod history: the whole file as a String,
/// split into lines and each line at its commas, the date parsed by a `DateFormatter`
/// ("MMM d yyyy"), then the estimates grouped by exercise name and then by date, keeping the
/// best (Brzycki, a single is the weight itself). No quoting, no units, no line numbers.
enum OriginalImport {
    static func bestPerDay(_ data: Data) -> [String: [Date: Double]] {
        let text = String(decoding: data, as: UTF8.self)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "MMM d yyyy"
        var byName: [String: [Date: Double]] = [:]
        for line in text.components(separatedBy: "\n") {
            let fields = line.components(separatedBy: ",")
            guard fields.count >= 5, let date = formatter.date(from: fields[0]),
                  let reps = Int(fields[3].trimmingCharacters(in: .whitespaces)),
                  let weight = Double(fields[4].trimmingCharacters(in: .whitespacesAndNewlines)),
                  reps >= 1, reps <= 12, weight > 0 else { continue }
            let estimate = reps == 1 ? weight : weight * 36 / Double(37 - reps)
            var days = byName[fields[1], default: [:]]
            days[date] = max(days[date] ?? 0, estimate)
            byName[fields[1]] = days
        }
        return byName
    }
}
