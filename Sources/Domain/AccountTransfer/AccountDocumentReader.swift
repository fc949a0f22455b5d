/// Reads an uploaded account document (see `AccountExport` for its shape) and checks every
/// value by the rules the forms and uploads apply, so an import stores nothing this server
/// would refuse typed in. The first problem stops the reading, with where it is.
///
/// Members this version does not know (`exported_at`, or a later version's additions) are
/// ignored; a missing member or a value of the wrong type is a problem. The limits bound
/// the work one upload can ask for; a document within them holds decades of training.
public enum AccountDocumentReader {
    /// The upload's limit too. The original app's largest history (84,390 sets) and 50
    /// hour-long runs at a point a second make a document of 23 MB; reading one takes about ten
    /// times its size in memory for a moment (the parsed tree), so this bound keeps an import
    /// within some 300 MB on a small server.
    public static let maxBytes = 32 << 20
    public static let maxWorkouts = 500_000
    public static let maxRoutes = 10_000
    /// Points of all routes together; one route holds at most `TrackLimits.maxPoints`.
    public static let maxPoints = 1_000_000
    /// More than the recent searches keep (`Database.recentSearchLimit`): the newest are kept.
    public static let maxSearches = 100
    /// The document's own nesting is 6 deep (a point in a segment in a route); a deeper file
    /// is not one of ours.
    static let depthLimit = 8
    /// Unix seconds before year 10000, the last that `YYYY-MM-DD` can write.
    static let latestSecond: Int64 = 253_402_300_799

    /// `today` bounds the dates: nothing is logged after tomorrow, as in the workout form.
    public static func read(_ bytes: [UInt8], today: CalendarDate) throws(AccountDocumentError) -> AccountDocument {
        guard bytes.count <= maxBytes else { throw .tooBig(bytes: bytes.count) }
        guard bytes.contains(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) else { throw .empty }
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes, depthLimit: depthLimit)
        } catch {
            throw .notJSON(error)
        }
        guard json.isObject else { throw .notAccountDocument(found: json.kindName) }
        guard let format = json["format"] else { throw .notAccountDocument(found: "an object without \"format\"") }
        guard format.string == AccountDocument.format else {
            throw .wrongFormat(format.string.map { "\"\($0)\"" } ?? format.kindName)
        }
        let root = DocumentValue.root(json)
        var points = 0
        return AccountDocument(
            profile: try profile(root.member("profile"), today: today),
            workouts: try root.member("workouts").items(limit: maxWorkouts, what: "workouts").map { item throws(AccountDocumentError) in
                try workout(item, today: today)
            },
            routes: try root.member("routes").items(limit: maxRoutes, what: "routes").map { item throws(AccountDocumentError) in
                try route(item, points: &points)
            },
            searches: try root.member("recent_searches").items(limit: maxSearches, what: "searches").map(search))
    }

    private static func profile(_ value: DocumentValue, today: CalendarDate) throws(AccountDocumentError) -> AccountProfile {
        let unit = try value.member("unit").choice(WeightUnit.self)
        return AccountProfile(
            email: try value.member("email").plainText(length: 3...254),
            firstName: try value.member("first_name").plainText(length: AccountRules.nameLength),
            lastName: try value.member("last_name").plainText(length: AccountRules.nameLength),
            birthDate: try value.member("birth_date").date(in: WorkoutInput.earliest...today),
            unit: unit,
            // Whether this server knows the zone is the importer's question (`TimeZoneDatabase`).
            timeZone: try value.member("time_zone").optional { value throws(AccountDocumentError) in try value.plainText(length: 1...64) },
            sex: try value.member("sex").optional { value throws(AccountDocumentError) in try value.choice(Sex.self) },
            bodyWeight: try value.member("body_weight").optional { value throws(AccountDocumentError) in try bodyWeight(value, today: today) },
            maxHeartRate: try value.member("max_heart_rate").optional { maximum throws(AccountDocumentError) in
                let range = HeartRateZones.maximums
                return Int(try maximum.wholeNumber(in: Int64(range.lowerBound)...Int64(range.upperBound)))
            })
    }

    private static func bodyWeight(_ value: DocumentValue, today: CalendarDate) throws(AccountDocumentError) -> BodyWeight {
        let unit = try value.member("unit").choice(WeightUnit.self)
        let kilograms = ProfileInput.bodyWeightKilograms
        let range = unit.fromKilograms(kilograms.lowerBound)...unit.fromKilograms(kilograms.upperBound)
        return BodyWeight(value: try value.member("value").number(in: range), unit: unit,
                          date: try value.member("date").date(in: WorkoutInput.earliest...today))
    }

    private static func workout(_ value: DocumentValue, today: CalendarDate) throws(AccountDocumentError) -> AccountWorkout {
        AccountWorkout(
            date: try value.member("date").date(in: WorkoutInput.earliest...today.adding(days: 1)),
            lift: try value.member("lift").plainText(length: WorkoutInput.liftLength),
            weight: try value.member("weight").number(in: 0...FormValue.maxLift),
            unit: try value.member("unit").choice(WeightUnit.self),
            reps: Int(try value.member("reps").wholeNumber(in: 1...1_000)),
            sets: Int(try value.member("sets").wholeNumber(in: 1...100)),
            comments: try value.member("comments").plainText(multiline: true, length: 0...WorkoutInput.maxComments),
            source: try value.member("source").choice(WorkoutSource.self),
            isWarmup: try value.member("warmup").bool(),
            createdAt: try createdAt(value.member("created_at")))
    }

    /// Kept as the canonical "YYYY-MM-DDTHH:MM:SSZ" that SQLite's `strftime` writes.
    private static func createdAt(_ value: DocumentValue) throws(AccountDocumentError) -> String {
        guard let milliseconds = ISO8601Time.milliseconds(try value.text()), milliseconds / 1_000 <= latestSecond else {
            throw value.problem("expected a time such as 2024-05-01T09:30:00Z.")
        }
        return ISO8601Time.text(milliseconds: milliseconds - milliseconds % 1_000)
    }

    private static func route(_ value: DocumentValue, points: inout Int) throws(AccountDocumentError) -> AccountRoute {
        let format = try value.member("format").choice(TrackFormat.self)
        let segments = try value.member("segments").items(limit: TrackLimits.maxSegments, what: "segments")
        guard !segments.isEmpty else { throw value.problem("a route has at least one segment of points.") }
        var track: [[TrackPoint]] = []
        var routePoints = 0
        for segment in segments {
            let items = try segment.items(limit: TrackLimits.maxPoints, what: "points")
            guard !items.isEmpty else { throw segment.problem("a segment has at least one point.") }
            routePoints += items.count
            points += items.count
            guard routePoints <= TrackLimits.maxPoints else {
                throw segment.problem("the route has more than the \(NumberText.grouped(TrackLimits.maxPoints)) points a route may have.")
            }
            guard points <= maxPoints else {
                throw segment.problem("the routes have more than the \(NumberText.grouped(maxPoints)) points one import takes.")
            }
            track.append(try items.map(point))
        }
        return AccountRoute(
            title: try value.member("title").plainText(length: RouteInput.titleLength),
            subtitle: try value.member("subtitle").plainText(length: 0...RouteInput.maxSubtitle),
            kind: try value.member("kind").choice(RouteKind.self),
            createdAt: Int(try value.member("created_at").wholeNumber(in: 0...latestSecond)),
            track: Track(segments: track, format: format))
    }

    /// `[latitude, longitude, bpm, elevation, time]`, the last three null when not recorded.
    private static func point(_ value: DocumentValue) throws(AccountDocumentError) -> TrackPoint {
        let fields = try value.items(limit: 5, what: "values")
        guard fields.count == 5 else { throw value.problem("expected [latitude, longitude, bpm, elevation, time], found \(fields.count) values.") }
        let heartRates = Int64(TrackLimits.heartRates.lowerBound)...Int64(TrackLimits.heartRates.upperBound)
        return TrackPoint(
            latitude: try fields[0].number(in: TrackLimits.latitudes),
            longitude: try fields[1].number(in: TrackLimits.longitudes),
            heartRate: try fields[2].optional { value throws(AccountDocumentError) in try Int(value.wholeNumber(in: heartRates)) },
            elevation: try fields[3].optional { value throws(AccountDocumentError) in try value.number(in: TrackLimits.elevations) },
            time: try fields[4].optional { value throws(AccountDocumentError) in try value.wholeNumber(in: 0...latestSecond * 1_000) })
    }

    private static func search(_ value: DocumentValue) throws(AccountDocumentError) -> RecentSearch {
        let query = try value.member("query")
        let text: String
        switch FactSearchQuery.parse(try query.text()) {
        case .success(let parsed): text = parsed.remembered
        case .failure(let errors): throw query.problem(errors.errors.map(\.message).joined(separator: " "))
        }
        return RecentSearch(query: text, searchedAt: Int(try value.member("searched_at").wholeNumber(in: 0...latestSecond)))
    }
}
