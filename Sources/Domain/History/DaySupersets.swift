/// The superset labels of an import's days. A file numbers the supersets of each workout
/// (Hevy's `superset_id`: 0, 1… in every workout); the log labels them per day (`group`:
/// A, B…, in the order met), so a day's two workouts with a superset each get A and B, not
/// both A. Kept for one day at a time: an export lists a day's workouts together.
struct DaySupersets {
    private var day: CalendarDate?
    /// This day's supersets by their workout's and their own cell, joined by a 0 byte.
    private var labels: [[UInt8]: String] = [:]
    /// The last superset met: a superset's rows come together.
    private var last: (workout: ArraySlice<UInt8>, number: ArraySlice<UInt8>, label: String)?

    /// Supersets one day may hold: far more than anyone trains, and a bound on this table.
    static let mostPerDay = 26 * 27

    /// The day's label of superset `number` of the workout whose start is `workout`;
    /// nil past `mostPerDay` of them.
    mutating func label(day: CalendarDate, workout: ArraySlice<UInt8>, number: ArraySlice<UInt8>) -> String? {
        if day != self.day {
            self.day = day
            labels.removeAll(keepingCapacity: true)
            last = nil
        }
        if let last, last.workout.elementsEqual(workout), last.number.elementsEqual(number) { return last.label }
        let key = Array(workout) + [0] + Array(number)
        let label: String
        if let known = labels[key] {
            label = known
        } else {
            guard labels.count < Self.mostPerDay else { return nil }
            label = Self.label(labels.count)
            labels[key] = label
        }
        last = (workout, number, label)
        return label
    }

    /// A, B… Z, then AA, AB…: the label of a day's superset at `index` (from 0).
    static func label(_ index: Int) -> String {
        var letters: [Unicode.Scalar] = []
        var rest = index
        repeat {
            letters.insert(Unicode.Scalar(UInt8(ascii: "A") + UInt8(rest % 26)), at: 0)
            rest = rest / 26 - 1
        } while rest >= 0
        return String(String.UnicodeScalarView(letters))
    }

    /// A label as the log stores one (`workouts.set_group`): 1 to 4 ASCII letters or digits.
    static func isLabel(_ text: some StringProtocol) -> Bool {
        (1...4).contains(text.utf8.count) && text.utf8.allSatisfy { byte in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }
}
