/// Reads an uploaded account document (see `AccountExport` for its shape) and checks every
/// value by the rules the forms and uploads apply, so an import stores nothing this server
/// would refuse typed in. The first problem stops the reading, with where it is.
///
/// Members this version does not know (`exported_at`, or a later version's additions) are
/// ignored; a missing member or a value of the wrong type is a problem. The limits bound
/// the work one upload can ask for; a document within them holds decades of training.
public enum AccountDocumentReader {
    /// The upload's limit too. The original app's largest history (84,390 sets) and 50
    /// hour-long runs at a point a second make a document of 23 MB; its typed values take
    /// somewhat less than its bytes (`Benchmarks/README.md`, issue 23).
    public static let maxBytes = 32 << 20
    public static let maxWorkouts = 500_000
    /// Live sessions (issue 36): three a day for ninety years.
    public static let maxSessions = 100_000
    public static let maxTracks = 10_000
    /// Points of all routes together; one route holds at most `TrackLimits.maxPoints`.
    public static let maxPoints = 1_000_000
    /// More than the recent searches keep (`Database.recentSearchLimit`): the newest are kept.
    public static let maxSearches = 100
    /// Weigh-ins and measurements each, as many as a body import takes.
    public static let maxBodyReadings = BodyImport.maxReadings
    /// Whiteboard scores and class bookings each: three a day for ninety years.
    public static let maxScores = 100_000
    public static let maxBookings = 100_000
    /// The document's own nesting is 6 deep (a point in a segment in a route); a deeper file
    /// is not one of ours.
    static let depthLimit = 8
    /// Unix seconds before year 10000, the last that `YYYY-MM-DD` can write.
    static let latestSecond: Int64 = 253_402_300_799

    /// `today` bounds the dates: nothing is logged after tomorrow, as in the workout form.
    ///
    /// Nothing is built before the document is known to be one: a file that is not an object
    /// is refused at its first value, and the whole file is checked as JSON and for its
    /// `"format"` in a pass that keeps nothing. Only then are the values read, each straight
    /// into its typed field, every list given its room once (issue 23).
    public static func read(_ bytes: ArraySlice<UInt8>, today: CalendarDate) throws(AccountDocumentError) -> AccountDocument {
        guard bytes.count <= maxBytes else { throw .tooBig(bytes: bytes.count) }
        guard bytes.contains(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) else { throw .empty }
        if let kind = AccountFileKind.of(bytes) { throw .otherKind(kind) }
        try checkFormat(bytes)
        var reader = DocumentReader(bytes, depthLimit: depthLimit)
        return try document(&reader, today: today)
    }

    public static func read(_ bytes: [UInt8], today: CalendarDate) throws(AccountDocumentError) -> AccountDocument {
        try read(bytes[...], today: today)
    }

    /// The document is an object, JSON throughout, whose `"format"` is ours.
    private static func checkFormat(_ bytes: ArraySlice<UInt8>) throws(AccountDocumentError) {
        var json = JSONReader(bytes, depthLimit: depthLimit)
        let kind: JSONKind
        do {
            kind = try json.kind()
        } catch {
            throw .notJSON(error)
        }
        guard kind == .object else { throw .notAccountDocument(found: kind.name) }
        let format: (kind: JSONKind, text: String?)?
        do {
            format = try topLevelFormat(&json)
        } catch {
            throw .notJSON(error)
        }
        guard let format else { throw .notAccountDocument(found: "an object without \"format\"") }
        guard let text = format.text else { throw .wrongFormat(format.kind.name) }
        guard text == AccountDocument.format else { throw .wrongFormat("\"\(text)\"") }
    }

    /// The first `"format"` member: what it is, and its text when it is text. Every other
    /// value is checked and skipped.
    private static func topLevelFormat(_ json: inout JSONReader) throws(JSONError) -> (kind: JSONKind, text: String?)? {
        var format: (kind: JSONKind, text: String?)?
        try json.beginObject()
        while let key = try json.nextKey() {
            guard key == "format" && format == nil else {
                try json.skipValue()
                continue
            }
            let kind = try json.kind()
            if kind == .string {
                format = (kind, try json.string())
            } else {
                format = (kind, nil)
                try json.skipValue()
            }
        }
        try json.end()
        return format
    }

    private static func document(_ reader: inout DocumentReader, today: CalendarDate) throws(AccountDocumentError) -> AccountDocument {
        var profile: AccountProfile?, workouts: [AccountWorkout]?, tracks: [AccountTrack]?, searches: [RecentSearch]?
        var sessions: [AccountSession]?
        var weighIns: [WeighIn]?, measurements: [BodyMeasurement]?
        var scores: [AccountScore]?, bookings: [AccountBooking]?
        var points = 0
        try reader.object { reader, key throws(AccountDocumentError) in
            switch key {
            case "profile" where profile == nil: profile = try Self.profile(&reader, today: today)
            case "workouts" where workouts == nil:
                workouts = try reader.items(limit: maxWorkouts, what: "workouts") { reader throws(AccountDocumentError) in
                    try workout(&reader, today: today)
                }
            case "routes" where tracks == nil:
                tracks = try reader.items(limit: maxTracks, what: "routes") { reader throws(AccountDocumentError) in
                    try track(&reader, points: &points)
                }
            case "sessions" where sessions == nil:
                sessions = try reader.items(limit: maxSessions, what: "sessions") { reader throws(AccountDocumentError) in
                    try session(&reader, today: today)
                }
            case "recent_searches" where searches == nil:
                searches = try reader.items(limit: maxSearches, what: "searches", search)
            case "weigh_ins" where weighIns == nil:
                weighIns = try reader.items(limit: maxBodyReadings, what: "weigh-ins") { reader throws(AccountDocumentError) in
                    try weighIn(&reader, today: today)
                }
            case "measurements" where measurements == nil:
                measurements = try reader.items(limit: maxBodyReadings, what: "measurements") { reader throws(AccountDocumentError) in
                    try measurement(&reader, today: today)
                }
            case "scores" where scores == nil: scores = try reader.items(limit: maxScores, what: "scores", score)
            case "bookings" where bookings == nil: bookings = try reader.items(limit: maxBookings, what: "bookings", booking)
            default: return false
            }
            return true
        }
        let entries = try reader.required(workouts, "workouts")
        // Documents from before sessions have none; each entry's session is one of the list.
        let listed = sessions ?? []
        if let index = entries.firstIndex(where: { ($0.session ?? 0) >= listed.count && $0.session != nil }) {
            throw .value(path: "$.workouts[\(index)].session",
                         problem: "refers to session \(entries[index].session ?? 0), but \"sessions\" lists \(listed.count).")
        }
        return AccountDocument(profile: try reader.required(profile, "profile"), workouts: entries, sessions: listed,
                               tracks: try reader.required(tracks, "routes"), searches: try reader.required(searches, "recent_searches"),
                               weighIns: weighIns ?? [], measurements: measurements ?? [], scores: scores ?? [], bookings: bookings ?? [])
    }

    /// A whiteboard score: its part by date and class type, and the numbers its `score_type`
    /// reads, within the score form's bounds. `text` is for people and is not read.
    private static func score(_ reader: inout DocumentReader) throws(AccountDocumentError) -> AccountScore {
        var date: CalendarDate?, classType: String?, benchmark: String??, type: (type: ScoreType, place: DocumentReader)?
        var seconds: Int?, cappedReps: Int?, rounds: Int?, reps: Int?, kilograms: Double?
        var division: Division?, note: String?, createdAt: Int?
        let count = { (reader: inout DocumentReader, most: Int) throws(AccountDocumentError) -> Int in Int(try reader.wholeNumber(in: 0...Int64(most))) }
        try reader.object { reader, key throws(AccountDocumentError) in
            switch key {
            case "date" where date == nil: date = try reader.date(in: ScheduleRules.dates)
            case "class_type" where classType == nil: classType = try reader.plainText(length: 1...ClassTypeInput.maxName)
            case "benchmark" where benchmark == nil:
                benchmark = .some(try reader.optional { reader throws(AccountDocumentError) in try reader.plainText(length: 1...PartScoring.maxBenchmark) })
            case "score_type" where type == nil: type = (try reader.choice(ScoreType.self), reader)
            case "seconds" where seconds == nil: seconds = Int(try reader.wholeNumber(in: 1...Int64(ScoreText.maxSeconds)))
            case "capped_reps" where cappedReps == nil: cappedReps = try count(&reader, Score.maxReps)
            case "rounds" where rounds == nil: rounds = try count(&reader, Score.maxRounds)
            case "reps" where reps == nil: reps = try count(&reader, Score.maxReps)
            case "kg" where kilograms == nil: kilograms = try reader.number(in: 0...Score.maxLoadKg)
            case "division" where division == nil: division = try reader.choice(Division.self)
            case "note" where note == nil: note = try reader.plainText(length: 0...Score.maxNote)
            case "created_at" where createdAt == nil: createdAt = Int(try reader.wholeNumber(in: 0...latestSecond))
            default: return false
            }
            return true
        }
        let (scoreType, place) = try reader.required(type, "score_type")
        let score: Score? = switch scoreType {
        case .time: seconds.map { .time(seconds: $0) } ?? cappedReps.map { .capped(reps: $0) }
        case .rounds: rounds.map { .rounds(rounds: $0, reps: reps ?? 0) }
        case .load: kilograms.map { .load(kilograms: $0) }
        case .reps: reps.map { .reps($0) }
        case .none: nil
        }
        guard let score else {
            let holds = switch scoreType {
            case .time: "a score for time holds \"seconds\", or \"capped_reps\" when the time cap stopped it."
            case .rounds: "a score of rounds holds \"rounds\" (and \"reps\")."
            case .load: "a score of load holds \"kg\"."
            case .reps: "a score of reps holds \"reps\"."
            case .none: "a score is for a scored part: time, rounds, load or reps."
            }
            throw place.problem(holds)
        }
        return AccountScore(date: try reader.required(date, "date"), classType: try reader.required(classType, "class_type"),
                            benchmark: try reader.required(benchmark, "benchmark"), score: score,
                            division: try reader.required(division, "division"), note: try reader.required(note, "note"),
                            createdAt: try reader.required(createdAt, "created_at"))
    }

    /// A class booking: the class as the schedule showed it, and where the member stood.
    private static func booking(_ reader: inout DocumentReader) throws(AccountDocumentError) -> AccountBooking {
        var date: CalendarDate?, classType: String?, location: String?, starts: ClockTime?, ends: ClockTime?
        var state: BookingState?, checkedIn: CheckIn??, walkIn: Bool?, bookedAt: Int?
        try reader.object { reader, key throws(AccountDocumentError) in
            switch key {
            case "date" where date == nil: date = try reader.date(in: ScheduleRules.dates)
            case "class_type" where classType == nil: classType = try reader.plainText(length: 1...ClassTypeInput.maxName)
            case "location" where location == nil: location = try reader.plainText(length: 1...LocationInput.maxName)
            case "starts" where starts == nil: starts = try clockTime(&reader)
            case "ends" where ends == nil: ends = try clockTime(&reader)
            case "state" where state == nil: state = try reader.choice(BookingState.self)
            case "checked_in" where checkedIn == nil:
                checkedIn = .some(try reader.optional { reader throws(AccountDocumentError) in try reader.choice(CheckIn.self) })
            case "walk_in" where walkIn == nil: walkIn = try reader.bool()
            case "booked_at" where bookedAt == nil: bookedAt = Int(try reader.wholeNumber(in: 0...latestSecond))
            default: return false
            }
            return true
        }
        return AccountBooking(date: try reader.required(date, "date"), classType: try reader.required(classType, "class_type"),
                              location: try reader.required(location, "location"), starts: try reader.required(starts, "starts"),
                              ends: try reader.required(ends, "ends"), state: try reader.required(state, "state"),
                              checkedIn: try reader.required(checkedIn, "checked_in"), walkIn: try reader.required(walkIn, "walk_in"),
                              bookedAt: try reader.required(bookedAt, "booked_at"))
    }

    /// "HH:MM", as the schedule writes a class's times.
    private static func clockTime(_ reader: inout DocumentReader) throws(AccountDocumentError) -> ClockTime {
        let text = try reader.text()
        guard let time = ClockTime(text: text), time.text == text else { throw reader.problem("expected a time of day such as 18:00.") }
        return time
    }

    /// `{"date", "started_at", "finished_at", "last_set_at"}`, times in Unix seconds, the last
    /// two null while the session is open or before its first set.
    private static func session(_ reader: inout DocumentReader, today: CalendarDate) throws(AccountDocumentError) -> AccountSession {
        var date: CalendarDate?, startedAt: Int?, finishedAt: Int??, lastSetAt: Int??
        let time = { (reader: inout DocumentReader) throws(AccountDocumentError) -> Int in Int(try reader.wholeNumber(in: 0...latestSecond)) }
        try reader.object { reader, key throws(AccountDocumentError) in
            switch key {
            case "date" where date == nil: date = try reader.date(in: WorkoutInput.earliest...today.adding(days: 1))
            case "started_at" where startedAt == nil: startedAt = try time(&reader)
            case "finished_at" where finishedAt == nil: finishedAt = .some(try reader.optional(time))
            case "last_set_at" where lastSetAt == nil: lastSetAt = .some(try reader.optional(time))
            default: return false
            }
            return true
        }
        let started = try reader.required(startedAt, "started_at")
        let finished = try reader.required(finishedAt, "finished_at")
        if let finished, finished < started { throw reader.problem("the session finishes at \(finished), before it starts at \(started).") }
        return AccountSession(date: try reader.required(date, "date"), startedAt: started, finishedAt: finished,
                              lastSetAt: try reader.required(lastSetAt, "last_set_at"))
    }

    private static func profile(_ reader: inout DocumentReader, today: CalendarDate) throws(AccountDocumentError) -> AccountProfile {
        var email: String?, firstName: String?, lastName: String?, birthDate: CalendarDate?, unit: WeightUnit?
        // Null is a value here: the outer optional is whether the member was there, so each
        // is set as `.some` of what may be nil.
        var timeZone: String??, sex: Sex??, bodyWeight: BodyWeight??, maxHeartRate: Int??
        try reader.object { reader, key throws(AccountDocumentError) in
            switch key {
            case "email" where email == nil: email = try reader.plainText(length: 3...254)
            case "first_name" where firstName == nil: firstName = try reader.plainText(length: AccountRules.nameLength)
            case "last_name" where lastName == nil: lastName = try reader.plainText(length: AccountRules.nameLength)
            case "birth_date" where birthDate == nil: birthDate = try reader.date(in: WorkoutInput.earliest...today)
            case "unit" where unit == nil: unit = try reader.choice(WeightUnit.self)
            // Whether this server knows the zone is the importer's question (`TimeZoneDatabase`).
            case "time_zone" where timeZone == nil:
                timeZone = .some(try reader.optional { reader throws(AccountDocumentError) in try reader.plainText(length: 1...64) })
            case "sex" where sex == nil:
                sex = .some(try reader.optional { reader throws(AccountDocumentError) in try reader.choice(Sex.self) })
            case "body_weight" where bodyWeight == nil:
                bodyWeight = .some(try reader.optional { reader throws(AccountDocumentError) in try Self.bodyWeight(&reader, today: today) })
            case "max_heart_rate" where maxHeartRate == nil:
                maxHeartRate = .some(try reader.optional { reader throws(AccountDocumentError) in
                    let range = HeartRateZones.maximums
                    return Int(try reader.wholeNumber(in: Int64(range.lowerBound)...Int64(range.upperBound)))
                })
            default: return false
            }
            return true
        }
        return AccountProfile(
            email: try reader.required(email, "email"), firstName: try reader.required(firstName, "first_name"),
            lastName: try reader.required(lastName, "last_name"), birthDate: try reader.required(birthDate, "birth_date"),
            unit: try reader.required(unit, "unit"), timeZone: try reader.required(timeZone, "time_zone"),
            sex: try reader.required(sex, "sex"), bodyWeight: try reader.required(bodyWeight, "body_weight"),
            maxHeartRate: try reader.required(maxHeartRate, "max_heart_rate"))
    }

    private static func bodyWeight(_ reader: inout DocumentReader, today: CalendarDate) throws(AccountDocumentError) -> BodyWeight {
        // The value's range depends on the unit, which may come after it: the number is kept
        // with where it stands, and checked once the unit is known.
        var value: (number: Double, place: DocumentReader)?, unit: WeightUnit?, date: CalendarDate?
        try reader.object { reader, key throws(AccountDocumentError) in
            switch key {
            case "value" where value == nil: value = (try reader.number(in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude), reader)
            case "unit" where unit == nil: unit = try reader.choice(WeightUnit.self)
            case "date" where date == nil: date = try reader.date(in: WorkoutInput.earliest...today)
            default: return false
            }
            return true
        }
        let weightUnit = try reader.required(unit, "unit")
        let (number, place) = try reader.required(value, "value")
        let kilograms = ProfileInput.bodyWeightKilograms
        try place.check(number, in: weightUnit.fromKilograms(kilograms.lowerBound)...weightUnit.fromKilograms(kilograms.upperBound))
        return BodyWeight(value: number, unit: weightUnit, date: try reader.required(date, "date"))
    }

    /// A weigh-in by the form's rules: a weight from 20 to 400 kg in its unit, body fat from
    /// 2 to 75 %, a time not after today.
    private static func weighIn(_ reader: inout DocumentReader, today: CalendarDate) throws(AccountDocumentError) -> WeighIn {
        var takenAt: LocalTime?, value: (number: Double, place: DocumentReader)?, unit: WeightUnit?, bodyFat: Double??, source: BodySource?
        try reader.object { reader, key throws(AccountDocumentError) in
            switch key {
            case "taken_at" where takenAt == nil: takenAt = try Self.takenAt(&reader, today: today)
            case "weight" where value == nil: value = (try reader.number(in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude), reader)
            case "unit" where unit == nil: unit = try reader.choice(WeightUnit.self)
            case "body_fat" where bodyFat == nil:
                bodyFat = .some(try reader.optional { reader throws(AccountDocumentError) in try reader.number(in: WeighInInput.bodyFatPercent) })
            case "source" where source == nil: source = try reader.choice(BodySource.self)
            default: return false
            }
            return true
        }
        let weightUnit = try reader.required(unit, "unit")
        let (number, place) = try reader.required(value, "weight")
        try place.check(number, in: WeighInInput.weightRange(weightUnit))
        return WeighIn(takenAt: try reader.required(takenAt, "taken_at"), weight: number, unit: weightUnit, bodyFat: try reader.required(bodyFat, "body_fat"),
                       source: try reader.required(source, "source"))
    }

    private static func measurement(_ reader: inout DocumentReader, today: CalendarDate) throws(AccountDocumentError) -> BodyMeasurement {
        var takenAt: LocalTime?, name: String?, value: (number: Double, place: DocumentReader)?, unit: LengthUnit?
        try reader.object { reader, key throws(AccountDocumentError) in
            switch key {
            case "taken_at" where takenAt == nil: takenAt = try Self.takenAt(&reader, today: today)
            case "name" where name == nil:
                guard let normalized = MeasurementName.normalized(try reader.plainText(length: MeasurementName.length)) else {
                    throw reader.problem("expected a measurement's name of 1 to 40 characters.")
                }
                name = normalized
            case "value" where value == nil: value = (try reader.number(in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude), reader)
            case "unit" where unit == nil: unit = try reader.choice(LengthUnit.self)
            default: return false
            }
            return true
        }
        let lengthUnit = try reader.required(unit, "unit")
        let (number, place) = try reader.required(value, "value")
        let centimetres = WeighInInput.measurementCentimetres
        try place.check(number, in: lengthUnit.fromCentimetres(centimetres.lowerBound)...lengthUnit.fromCentimetres(centimetres.upperBound))
        return BodyMeasurement(takenAt: try reader.required(takenAt, "taken_at"), name: try reader.required(name, "name"), value: number, unit: lengthUnit)
    }

    /// "YYYY-MM-DD HH:MM:SS", on a day from 1900 to today.
    private static func takenAt(_ reader: inout DocumentReader, today: CalendarDate) throws(AccountDocumentError) -> LocalTime {
        let text = try reader.text()
        guard let time = LocalTime(text: text), time.text == text, time.date <= today, time.date >= WeighInInput.earliest else {
            throw reader.problem("expected a time such as 2024-05-01 07:30:00, on a day no later than today.")
        }
        return time
    }

    private static func workout(_ reader: inout DocumentReader, today: CalendarDate) throws(AccountDocumentError) -> AccountWorkout {
        var date: CalendarDate?, lift: String?, weight: Double?, unit: WeightUnit?, reps: Int?, sets: Int?, comments: String?
        var source: WorkoutSource?, isWarmup: Bool?, kind: SetKind?, rpe: RPE??, group: String??, session: Int??, createdAt: String?
        try reader.object { reader, key throws(AccountDocumentError) in
            switch key {
            case "date" where date == nil: date = try reader.date(in: WorkoutInput.earliest...today.adding(days: 1))
            case "lift" where lift == nil: lift = try reader.plainText(length: WorkoutInput.liftLength)
            case "weight" where weight == nil: weight = try reader.number(in: 0...FormValue.maxLift)
            case "unit" where unit == nil: unit = try reader.choice(WeightUnit.self)
            case "reps" where reps == nil: reps = Int(try reader.wholeNumber(in: 1...1_000))
            case "sets" where sets == nil: sets = Int(try reader.wholeNumber(in: 1...100))
            case "comments" where comments == nil: comments = try reader.plainText(multiline: true, length: 0...WorkoutInput.maxComments)
            case "source" where source == nil: source = try reader.choice(WorkoutSource.self)
            case "warmup" where isWarmup == nil: isWarmup = try reader.bool()
            case "kind" where kind == nil: kind = try reader.choice(SetKind.self)
            case "rpe" where rpe == nil: rpe = .some(try reader.optional { reader throws(AccountDocumentError) in try Self.rpe(&reader) })
            case "group" where group == nil: group = .some(try reader.optional { reader throws(AccountDocumentError) in try Self.group(&reader) })
            case "session" where session == nil:
                session = .some(try reader.optional { reader throws(AccountDocumentError) in Int(try reader.wholeNumber(in: 0...Int64(maxSessions - 1))) })
            case "created_at" where createdAt == nil: createdAt = try Self.createdAt(&reader)
            default: return false
            }
            return true
        }
        // Documents from before kinds have only the warm-up flag.
        var setKind = SetKind.normal
        if let kind { setKind = kind } else if try reader.required(isWarmup, "kind") { setKind = .warmup }
        return AccountWorkout(
            date: try reader.required(date, "date"), lift: try reader.required(lift, "lift"), weight: try reader.required(weight, "weight"),
            unit: try reader.required(unit, "unit"), reps: try reader.required(reps, "reps"), sets: try reader.required(sets, "sets"),
            comments: try reader.required(comments, "comments"), source: try reader.required(source, "source"),
            kind: setKind, rpe: rpe ?? nil, group: group ?? nil,
            session: session ?? nil, createdAt: try reader.required(createdAt, "created_at"))
    }

    private static func rpe(_ reader: inout DocumentReader) throws(AccountDocumentError) -> RPE {
        guard let rpe = RPE(try reader.number(in: RPE.range)) else { throw reader.problem("expected an RPE \(RPE.rule).") }
        return rpe
    }

    /// A superset label as the log keeps one (`DaySupersets.isLabel`).
    private static func group(_ reader: inout DocumentReader) throws(AccountDocumentError) -> String {
        let label = try reader.text()
        guard DaySupersets.isLabel(label) else { throw reader.problem("expected a superset label of 1 to 4 letters or digits, such as \"A\".") }
        return reader.shared(label)
    }

    /// Kept as the canonical "YYYY-MM-DDTHH:MM:SSZ" that SQLite's `strftime` writes.
    private static func createdAt(_ reader: inout DocumentReader) throws(AccountDocumentError) -> String {
        guard let milliseconds = ISO8601Time.milliseconds(try reader.text()), milliseconds / 1_000 <= latestSecond else {
            throw reader.problem("expected a time such as 2024-05-01T09:30:00Z.")
        }
        return reader.shared(ISO8601Time.text(milliseconds: milliseconds - milliseconds % 1_000))
    }

    private static func track(_ reader: inout DocumentReader, points: inout Int) throws(AccountDocumentError) -> AccountTrack {
        var format: TrackFormat?, segments: [[TrackPoint]]?, title: String?, subtitle: String?, kind: TrackKind?, createdAt: Int?
        var positions: Bool?, recordedDistance: Double??, indoor: Bool?
        try reader.object { reader, key throws(AccountDocumentError) in
            switch key {
            case "format" where format == nil: format = try reader.choice(TrackFormat.self)
            case "indoor" where indoor == nil: indoor = try reader.bool()
            case "segments" where segments == nil: segments = try Self.segments(&reader, points: &points)
            case "title" where title == nil: title = try reader.plainText(length: TrackInput.titleLength)
            case "subtitle" where subtitle == nil: subtitle = try reader.plainText(length: 0...TrackInput.maxSubtitle)
            case "kind" where kind == nil: kind = try reader.choice(TrackKind.self)
            case "created_at" where createdAt == nil: createdAt = Int(try reader.wholeNumber(in: 0...latestSecond))
            case "positions" where positions == nil: positions = try reader.bool()
            case "recorded_distance_m" where recordedDistance == nil:
                recordedDistance = .some(try reader.optional { reader throws(AccountDocumentError) in try reader.number(in: 0...TrackLimits.maxRecordedDistance) })
            default: return false
            }
            return true
        }
        let points = try reader.required(segments, "segments")
        guard !points.isEmpty else { throw reader.problem("a route has at least one segment of points.") }
        var track = Track(segments: points, format: try reader.required(format, "format"))
        // An indoor workout (issue 24's FIT files without positions): documents from before
        // these members have neither, and their routes all had positions.
        track.hasPositions = positions ?? true
        if !track.hasPositions { track.recordedDistance = recordedDistance ?? nil }
        // Documents from before issue 37 have no "indoor": their routes were all outdoors.
        return AccountTrack(
            title: try reader.required(title, "title"), subtitle: try reader.required(subtitle, "subtitle"),
            kind: try reader.required(kind, "kind"), indoor: indoor ?? false, createdAt: try reader.required(createdAt, "created_at"), track: track)
    }

    /// Each segment's points are counted against the limits before any is read.
    private static func segments(_ reader: inout DocumentReader, points: inout Int) throws(AccountDocumentError) -> [[TrackPoint]] {
        var trackPoints = 0
        return try reader.items(limit: TrackLimits.maxSegments, what: "segments") { reader throws(AccountDocumentError) in
            try reader.items(limit: TrackLimits.maxPoints, what: "points", counted: { segment, count throws(AccountDocumentError) in
                guard count > 0 else { throw segment.problem("a segment has at least one point.") }
                trackPoints += count
                points += count
                guard trackPoints <= TrackLimits.maxPoints else {
                    throw segment.problem("the route has more than the \(NumberText.grouped(TrackLimits.maxPoints)) points a route may have.")
                }
                guard points <= maxPoints else {
                    throw segment.problem("the routes have more than the \(NumberText.grouped(maxPoints)) points one import takes.")
                }
            }, point)
        }
    }

    /// `[latitude, longitude, bpm, elevation, time]`, the last three null when not recorded.
    private static func point(_ reader: inout DocumentReader) throws(AccountDocumentError) -> TrackPoint {
        var point = TrackPoint(latitude: 0, longitude: 0)
        let heartRates = Int64(TrackLimits.heartRates.lowerBound)...Int64(TrackLimits.heartRates.upperBound)
        try reader.forEach(limit: 5, what: "values", counted: { point, count throws(AccountDocumentError) in
            guard count == 5 else { throw point.problem("expected [latitude, longitude, bpm, elevation, time], found \(count) values.") }
        }) { reader, index throws(AccountDocumentError) in
            switch index {
            case 0: point.latitude = try reader.number(in: TrackLimits.latitudes)
            case 1: point.longitude = try reader.number(in: TrackLimits.longitudes)
            case 2: point.heartRate = try reader.optional { reader throws(AccountDocumentError) in Int(try reader.wholeNumber(in: heartRates)) }
            case 3: point.elevation = try reader.optional { reader throws(AccountDocumentError) in try reader.number(in: TrackLimits.elevations) }
            default: point.time = try reader.optional { reader throws(AccountDocumentError) in try reader.wholeNumber(in: 0...latestSecond * 1_000) }
            }
        }
        return point
    }

    private static func search(_ reader: inout DocumentReader) throws(AccountDocumentError) -> RecentSearch {
        var query: String?, searchedAt: Int?
        try reader.object { reader, key throws(AccountDocumentError) in
            switch key {
            case "query" where query == nil:
                switch FactSearchQuery.parse(try reader.text()) {
                case .success(let parsed): query = parsed.remembered
                case .failure(let errors): throw reader.problem(errors.errors.map(\.message).joined(separator: " "))
                }
            case "searched_at" where searchedAt == nil: searchedAt = Int(try reader.wholeNumber(in: 0...latestSecond))
            default: return false
            }
            return true
        }
        return RecentSearch(query: try reader.required(query, "query"), searchedAt: try reader.required(searchedAt, "searched_at"))
    }
}
