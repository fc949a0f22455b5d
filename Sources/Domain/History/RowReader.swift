/// Turns a record's fields into checked values, with the problem named when one does not fit.
/// One reader serves a whole import: it knows the file's decimal mark and keeps each
/// exercise name it has read, so a name written on thousands of rows is checked once and
/// stored once.
struct RowReader {
    /// True in a semicolon-separated file, where "22,5" is twenty-two and a half.
    let decimalComma: Bool
    /// True for Lifting Log's own export, which puts an apostrophe before text a spreadsheet
    /// would run as a formula (see `WorkoutCSV.text`); reading it back takes that off.
    let formulaGuarded: Bool
    /// The order of the file's numeric dates (`9/12/2022`), decided before its rows are read;
    /// nil when it has none.
    let dayMonthOrder: DayMonthOrder?
    /// The lifter's zone, for the day of a time written with its offset (Fitbod's UTC times).
    let timeZone: TimeZoneRules?
    private var names = ByteKeyTable<Result<String, RowProblem>>()
    /// The last name read: rows of one exercise come together, and comparing bytes is
    /// cheaper than hashing them.
    private var lastName: (bytes: ArraySlice<UInt8>, name: Result<String, RowProblem>)?

    /// Dates read, by their bytes: a file of years of training writes a few thousand
    /// distinct days on its many rows, and reading one (a month name in any language, a zone)
    /// costs several times its lookup. Only dates that read are kept; a refused one is read
    /// again for its message.
    private var dates = ByteKeyTable<CalendarDate>()
    private var lastDate: (bytes: ArraySlice<UInt8>, date: CalendarDate)?
    private var supersets = DaySupersets()

    /// Distinct names (and dates) kept before each cache starts over, so a file of a million
    /// different ones cannot grow it without bound.
    private static let maxNames = 4_096

    init(decimalComma: Bool, formulaGuarded: Bool = false, dayMonthOrder: DayMonthOrder? = nil, timeZone: TimeZoneRules? = nil) {
        self.decimalComma = decimalComma
        self.formulaGuarded = formulaGuarded
        self.dayMonthOrder = dayMonthOrder
        self.timeZone = timeZone
    }

    /// Reps of a set; nil when empty or 0, which marks a row that is not a strength set
    /// (a timed hold, a distance, a missed attempt).
    func reps(_ record: CSVRecord, _ index: Int) throws(RowProblem) -> Int? {
        let bytes = record.bytes(index)
        if FieldValue.trimmed(bytes).isEmpty { return nil }
        guard let reps = FieldValue.wholeNumber(bytes, decimalComma: decimalComma) else {
            throw .notWholeNumber(field: "reps", value: record.text(index))
        }
        if reps == 0 { return nil }
        guard ImportLimits.reps.contains(reps) else {
            throw .outOfRange(field: "reps", value: record.text(index), rule: ImportLimits.repsRule)
        }
        return reps
    }

    func sets(_ record: CSVRecord, _ index: Int) throws(RowProblem) -> Int {
        guard let sets = FieldValue.wholeNumber(record.bytes(index), decimalComma: decimalComma) else {
            throw .notWholeNumber(field: "sets", value: record.text(index))
        }
        guard ImportLimits.sets.contains(sets) else {
            throw .outOfRange(field: "sets", value: record.text(index), rule: ImportLimits.setsRule)
        }
        return sets
    }

    /// An empty weight is body weight alone: 0, as the workout form takes it. Weights are
    /// kept as written (Fitbod writes kilograms converted from pounds to many places,
    /// "22.6796185"), so estimates from them are rounded once, when shown.
    func weight(_ record: CSVRecord, _ index: Int, unit: WeightUnit) throws(RowProblem) -> Double {
        let bytes = record.bytes(index)
        if FieldValue.trimmed(bytes).isEmpty { return 0 }
        guard let weight = FieldValue.decimal(bytes, decimalComma: decimalComma) else {
            throw .notNumber(field: "weight", value: record.text(index))
        }
        guard weight >= ImportLimits.weight.lowerBound else {
            throw .outOfRange(field: "weight", value: record.text(index), rule: "0 or more")
        }
        guard weight <= ImportLimits.weight.upperBound else {
            throw .outOfRange(field: "weight", value: record.text(index), rule: "at most 2,000 \(unit.rawValue)")
        }
        return weight
    }

    /// A date in any form an export or a spreadsheet writes: ISO ("2023-01-15 08:30:00",
    /// with an offset taken to the lifter's day), numbers in the file's order ("9/12/2022
    /// 18:35", "12.09.2022"), a month name in any language ("5 Mai 2026, 07:34"), or marked
    /// as Chinese, Japanese and Korean write dates ("2026年5月5日 07:34").
    mutating func date(_ record: CSVRecord, _ index: Int, example: String) throws(RowProblem) -> CalendarDate {
        let bytes = record.bytes(index)
        if let lastDate, lastDate.bytes.elementsEqual(bytes) { return lastDate.date }
        if let known = dates[bytes] {
            lastDate = (bytes, known)
            return known
        }
        let date = try readDate(record, index, example: example)
        if dates.count >= Self.maxNames { dates.removeAll() }
        dates.insert(date, for: bytes)
        lastDate = (bytes, date)
        return date
    }

    private func readDate(_ record: CSVRecord, _ index: Int, example: String) throws(RowProblem) -> CalendarDate {
        let bytes = record.bytes(index)
        let fields = FieldValue.isoDate(bytes)
            ?? NumericDate(bytes).flatMap { date in (date.yearFirst ? .dayFirst : dayMonthOrder).map(date.fields) }
            ?? FieldValue.namedMonthDate(bytes) ?? FieldValue.yearMonthDayMarked(bytes)
        guard let fields else { throw .dateForm(value: record.text(index), example: example) }
        guard let date = fields.localDate(in: timeZone) else { throw .notRealDate(value: record.text(index)) }
        return date
    }

    /// A set-type cell: one of `choices` in any letter case, or a set number, or empty, both
    /// of which mean a normal set.
    func kind(_ record: CSVRecord, _ index: Int, field: String, choices: [(name: String, kind: SetTypeCell)]) throws(RowProblem) -> SetTypeCell {
        let bytes = record.bytes(index)
        if FieldValue.trimmed(bytes).isEmpty || FieldValue.wholeNumber(bytes, decimalComma: false) != nil { return .set(.normal) }
        if let choice = choices.first(where: { FieldValue.matches(bytes, $0.name) }) { return choice.kind }
        let names = ["a number"] + choices.map(\.name)
        throw .notOneOf(field: field, value: record.text(index), choices: names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1])
    }

    /// An RPE cell: 1 to 10 in steps of 0.5, in the file's decimal mark; empty, 0 (what an
    /// app writes for "not rated") or no column: none.
    func rpe(_ record: CSVRecord, _ index: Int?) throws(RowProblem) -> RPE? {
        guard let index else { return nil }
        let bytes = record.bytes(index)
        if FieldValue.trimmed(bytes).isEmpty { return nil }
        guard let value = FieldValue.decimal(bytes, decimalComma: decimalComma) else { throw .notNumber(field: "rpe", value: record.text(index)) }
        if value == 0 { return nil }
        guard let rpe = RPE(value) else { throw .outOfRange(field: "rpe", value: record.text(index), rule: RPE.rule) }
        return rpe
    }

    /// The day's label (A, B…) of the superset a row's cell numbers within its workout, the
    /// workout told by the cell at `workout` (its start time); empty: no superset.
    mutating func superset(_ record: CSVRecord, _ index: Int, workout: Int, day: CalendarDate) throws(RowProblem) -> String? {
        let number = FieldValue.trimmed(record.bytes(index))
        if number.isEmpty { return nil }
        guard let label = supersets.label(day: day, workout: record.bytes(workout), number: number) else {
            throw .outOfRange(field: "superset_id", value: record.text(index),
                              rule: "one of at most \(NumberText.grouped(DaySupersets.mostPerDay)) supersets a day")
        }
        return label
    }

    /// Our export's `group` cell: a label as the log keeps it (`DaySupersets.isLabel`), or
    /// empty for none.
    func group(_ record: CSVRecord, _ index: Int) throws(RowProblem) -> String? {
        let text = FieldValue.trimmed(record.bytes(index))
        if text.isEmpty { return nil }
        let label = String(decoding: text, as: UTF8.self)
        guard DaySupersets.isLabel(label) else { throw .outOfRange(field: "group", value: record.text(index), rule: "1 to 4 letters or digits") }
        return label
    }

    /// Our export's `source` cell: one of `WorkoutSource`'s names, or empty for none.
    func source(_ record: CSVRecord, _ index: Int) throws(RowProblem) -> WorkoutSource? {
        let bytes = record.bytes(index)
        if FieldValue.trimmed(bytes).isEmpty { return nil }
        if let source = WorkoutSource.allCases.first(where: { FieldValue.matches(bytes, $0.rawValue) }) { return source }
        let names = WorkoutSource.allCases.map(\.rawValue)
        throw .notOneOf(field: "source", value: record.text(index), choices: names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1])
    }

    /// Our export's `session` cell: the session's start and end (`SessionSpan`), or empty for none.
    func session(_ record: CSVRecord, _ index: Int) throws(RowProblem) -> SessionSpan? {
        let text = FieldValue.trimmed(record.bytes(index))
        if text.isEmpty { return nil }
        guard let span = SessionSpan(text: String(decoding: text, as: UTF8.self)) else {
            throw .outOfRange(field: "session", value: record.text(index), rule: "a start and an end in UTC such as \(SessionSpan.example)")
        }
        return span
    }

    /// A unit cell: kg, kgs, lb or lbs. With no column, or an empty cell, `fallback` if there is one.
    func unit(_ record: CSVRecord, _ index: Int?, default fallback: WeightUnit?) throws(RowProblem) -> WeightUnit {
        let bytes = index.map { record.bytes($0) } ?? []
        if FieldValue.matches(bytes, "kg") || FieldValue.matches(bytes, "kgs") { return .kg }
        if FieldValue.matches(bytes, "lb") || FieldValue.matches(bytes, "lbs") { return .lb }
        if let fallback, FieldValue.trimmed(bytes).isEmpty { return fallback }
        throw .notOneOf(field: "unit", value: String(decoding: bytes, as: UTF8.self), choices: "kg or lb")
    }

    /// The exercise name, trimmed, checked as the workout form checks a lift's name.
    mutating func name(_ record: CSVRecord, _ index: Int) throws(RowProblem) -> String {
        let key = record.bytes(index)
        if let lastName, lastName.bytes.elementsEqual(key) { return try lastName.name.get() }
        let checked: Result<String, RowProblem>
        if let known = names[key] {
            checked = known
        } else {
            checked = Result { () throws(RowProblem) in try checkedName(record.text(index)) }
            if names.count >= Self.maxNames { names.removeAll() }
            names.insert(checked, for: key)
        }
        lastName = (key, checked)
        return try checked.get()
    }

    /// Notes, which may run over several lines; a missing column gives none. A `multiplier`
    /// other than 1 (Fitbod's 2.0 on dumbbell lifts) means the weight is per hand: the weight
    /// stays as logged and the note says so.
    func comments(_ record: CSVRecord, _ index: Int?, multiplier: Int? = nil) throws(RowProblem) -> String {
        let notes = try notes(record, index)
        guard let multiplier, let factor = FieldValue.decimal(record.bytes(multiplier), decimalComma: decimalComma),
              factor > 1, factor <= 100 else { return notes }
        let said = "Weight per hand (Fitbod multiplier \(NumberText.plain(factor)))."
        return notes.isEmpty ? said : notes + "\n" + said
    }

    private func notes(_ record: CSVRecord, _ index: Int?) throws(RowProblem) -> String {
        guard let index, !FieldValue.trimmed(record.bytes(index)).isEmpty else { return "" }
        let text = String(unguarded(record.text(index)).trimmingSpaces())
        switch PlainText.parse(text, multiline: true) {
        case .success(let comments):
            guard comments.count <= WorkoutInput.maxComments else { throw .commentsTooLong(limit: WorkoutInput.maxComments) }
            return comments
        case .failure(let problem):
            throw .text(field: "notes", problem: problem)
        }
    }

    private func checkedName(_ raw: String) throws(RowProblem) -> String {
        switch PlainText.parse(String(unguarded(raw).trimmingSpaces()), multiline: false) {
        case .success(let name):
            guard !name.isEmpty else { throw .emptyName }
            guard name.count <= WorkoutInput.liftLength.upperBound else { throw .nameTooLong(limit: WorkoutInput.liftLength.upperBound) }
            return name
        case .failure(let problem):
            throw .text(field: "exercise name", problem: problem)
        }
    }

    /// Takes off the apostrophe `WorkoutCSV` adds before a formula sign or an apostrophe.
    private func unguarded(_ text: String) -> String {
        guard formulaGuarded, text.hasPrefix("'"), let second = text.unicodeScalars.dropFirst().first,
              WorkoutCSV.guardedStarts.unicodeScalars.contains(second) else { return text }
        return String(text.dropFirst())
    }
}
