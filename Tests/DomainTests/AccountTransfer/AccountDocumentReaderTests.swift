import Domain
import XCTest

final class AccountDocumentReaderTests: XCTestCase {
    private let today = CalendarDate(iso: "2024-06-01")!

    private let document = AccountDocument(
        profile: AccountProfile(email: "ada@example.com", firstName: "Ada", lastName: "Lovelace", birthDate: CalendarDate(iso: "1990-12-10")!,
                                unit: .lb, timeZone: "Europe/London", sex: .female,
                                bodyWeight: BodyWeight(value: 135.5, unit: .lb, date: CalendarDate(iso: "2024-05-01")!), maxHeartRate: 190),
        workouts: [
            AccountWorkout(date: CalendarDate(iso: "2024-05-02")!, lift: "Back Squat", weight: 102.5, unit: .kg, reps: 5, sets: 3,
                           comments: "line one\nline \"two\"", source: .form, kind: .normal, createdAt: "2024-05-02T18:00:00Z"),
            AccountWorkout(date: CalendarDate(iso: "2024-05-03")!, lift: "Bench Press", weight: 61.23, unit: .lb, reps: 8, sets: 1,
                           comments: "", source: .hevy, kind: .warmup, createdAt: "2024-05-04T07:30:00Z"),
            AccountWorkout(date: CalendarDate(iso: "2024-05-04")!, lift: "Bench Press", weight: 70, unit: .kg, reps: 6, sets: 1,
                           comments: "", source: .form, kind: .failure, rpe: RPE(9.5), group: "A", session: 1, createdAt: "2024-05-04T07:40:00Z"),
            AccountWorkout(date: CalendarDate(iso: "2024-05-04")!, lift: "Barbell Row", weight: 50, unit: .kg, reps: 8, sets: 1,
                           comments: "", source: .form, kind: .drop, group: "A", session: 1, createdAt: "2024-05-04T07:42:00Z"),
        ],
        sessions: [AccountSession(date: CalendarDate(iso: "2024-05-01")!, startedAt: 1_714_550_000, finishedAt: nil, lastSetAt: nil),
                   AccountSession(date: CalendarDate(iso: "2024-05-04")!, startedAt: 1_714_808_000, finishedAt: 1_714_812_000,
                                  lastSetAt: 1_714_811_900)],
        tracks: [AccountTrack(title: "Lakeside", subtitle: "easy", kind: .ride, indoor: true, createdAt: 1_714_000_000, track: Track(segments: [
            [TrackPoint(latitude: 45.6159923, longitude: 5.1437102, heartRate: 120, elevation: 282.4, time: 1_713_078_153_000),
             TrackPoint(latitude: -45.6160001, longitude: -179.9999999)],
            [TrackPoint(latitude: 0, longitude: 0, elevation: -12.25)],
        ], format: .json))],
        searches: [RecentSearch(query: "bench press", searchedAt: 1_714_000_100), RecentSearch(query: "squat", searchedAt: 1_714_000_000)],
        scores: [
            AccountScore(date: CalendarDate(iso: "2024-05-02")!, classType: "A10", benchmark: "Fran", score: .time(seconds: 275), division: .rx,
                         note: "unbroken", createdAt: 1_714_600_000),
            AccountScore(date: CalendarDate(iso: "2024-05-03")!, classType: "A10", benchmark: nil, score: .capped(reps: 87), division: .scaled,
                         note: "", createdAt: 1_714_700_000),
            AccountScore(date: CalendarDate(iso: "2024-05-03")!, classType: "AStrong", benchmark: nil, score: .load(kilograms: 102.3), division: .rx,
                         note: "", createdAt: 1_714_700_100),
            AccountScore(date: CalendarDate(iso: "2024-05-04")!, classType: "A20", benchmark: "Cindy", score: .rounds(rounds: 5, reps: 12),
                         division: .rx, note: "", createdAt: 1_714_800_000),
            AccountScore(date: CalendarDate(iso: "2024-05-05")!, classType: "A20", benchmark: nil, score: .reps(150), division: .rx,
                         note: "", createdAt: 1_714_900_000),
        ],
        bookings: [
            AccountBooking(date: CalendarDate(iso: "2024-05-02")!, classType: "A10", location: "Downtown", starts: ClockTime(text: "18:00")!,
                           ends: ClockTime(text: "19:00")!, state: .booked, checkedIn: .present, walkIn: false, bookedAt: 1_714_500_000),
            AccountBooking(date: CalendarDate(iso: "2024-05-09")!, classType: "A10", location: "Downtown", starts: ClockTime(text: "07:30")!,
                           ends: ClockTime(text: "08:15")!, state: .classCancelled, checkedIn: nil, walkIn: true, bookedAt: 1_714_500_100),
        ])

    private func exported(_ document: AccountDocument) -> [UInt8] {
        AccountExport.write(profile: document.profile, signIn: .passwordOnly, exportedAt: "2024-06-01T12:00:00Z", sessions: document.sessions,
                            workouts: { emit in document.workouts.forEach(emit) },
                            tracks: { emit in document.tracks.forEach(emit) }, searches: document.searches, scores: document.scores,
                            bookings: document.bookings)
    }

    private func problem(_ text: String) -> String? {
        do {
            _ = try AccountDocumentReader.read(Array(text.utf8), today: today)
            return nil
        } catch {
            return error.message
        }
    }

    private var exportedText: String { String(decoding: exported(document), as: UTF8.self) }

    func testReadsBackWhatTheExportWrote() throws {
        XCTAssertEqual(try AccountDocumentReader.read(exported(document), today: today), document)
    }

    func testTheExportHasTheDocumentedShape() {
        XCTAssertTrue(exportedText.hasPrefix(#"{"format":"liftinglog-account/1","exported_at":"2024-06-01T12:00:00Z","profile":{"email":"ada@example.com""#))
        XCTAssertTrue(exportedText.contains(#""kind":"ride","indoor":true,"format":"json","#), exportedText)
        XCTAssertTrue(exportedText.contains(#""segments":[[[45.6159923,5.1437102,120,282.4,1713078153000],[-45.6160001,-179.9999999,null,null,null]],[[0,0,null,-12.25,null]]]"#),
                      exportedText)
        XCTAssertTrue(exportedText.contains(#""weight":61.23,"unit":"lb","reps":8,"sets":1,"comments":"","source":"hevy","warmup":true,"kind":"warmup","rpe":null,"group":null,"session":null"#))
        XCTAssertTrue(exportedText.contains(#""source":"form","warmup":false,"kind":"failure","rpe":9.5,"group":"A","session":1,"created_at""#), exportedText)
        XCTAssertTrue(exportedText.contains(#""sessions":[{"date":"2024-05-01","started_at":1714550000,"finished_at":null,"last_set_at":null},"#
                                            + #"{"date":"2024-05-04","started_at":1714808000,"finished_at":1714812000,"last_set_at":1714811900}],"workouts":["#),
                      exportedText)
    }

    /// Issue 36: a document from before kinds and sessions (a `warmup` flag, no `sessions`)
    /// reads as before; a kind, RPE, group or session this server cannot hold is refused at its path.
    func testSetDetailsAndSessionsAreCheckedAndOlderDocumentsStillRead() throws {
        let old = exportedText.replacing(#","kind":"warmup","rpe":null,"group":null,"session":null"#, with: "")
            .replacing(#","kind":"normal","rpe":null,"group":null,"session":null"#, with: "")
        let read = try AccountDocumentReader.read(Array(old.utf8), today: today)
        XCTAssertEqual(read.workouts.prefix(2).map(\.kind), [.normal, .warmup])
        let noKind = old.replacing(#""warmup":true,"#, with: "")
        XCTAssertEqual(problem(noKind), "At $.workouts[1]: the member \"kind\" is missing.")
        for (good, bad, message) in [
            (#""kind":"failure""#, #""kind":"amrap""#, "At $.workouts[2].kind: expected one of \"normal\", \"warmup\", \"drop\", \"failure\"."),
            (#""rpe":9.5"#, #""rpe":9.25"#, "At $.workouts[2].rpe: expected an RPE from 1 to 10 in steps of 0.5."),
            (#""rpe":9.5"#, #""rpe":11"#, "At $.workouts[2].rpe: 11 is outside 1 to 10."),
            (#""group":"A","session":1,"created_at":"2024-05-04T07:40:00Z""#, #""group":"A 1","session":1,"created_at":"2024-05-04T07:40:00Z""#,
             "At $.workouts[2].group: expected a superset label of 1 to 4 letters or digits, such as \"A\"."),
            (#""session":1,"created_at":"2024-05-04T07:42:00Z""#, #""session":2,"created_at":"2024-05-04T07:42:00Z""#,
             "At $.workouts[3].session: refers to session 2, but \"sessions\" lists 2."),
            (#""finished_at":1714812000"#, #""finished_at":1714807999"#,
             "At $.sessions[1]: the session finishes at 1714807999, before it starts at 1714808000."),
        ] {
            XCTAssertTrue(exportedText.contains(good), good)
            XCTAssertEqual(problem(exportedText.replacing(good, with: bad)), message, bad)
        }
    }

    /// Issue 39: a score names its part and holds its type's numbers; a booking its class as
    /// the schedule showed it. Documents from before have neither.
    func testScoresAndBookingsHaveTheDocumentedShapeAndAreChecked() throws {
        XCTAssertTrue(exportedText.contains(#""scores":[{"date":"2024-05-02","class_type":"A10","benchmark":"Fran","score_type":"time","seconds":275,"text":"4:35","#
                                            + #""division":"rx","note":"unbroken","created_at":1714600000},"#
                                            + #"{"date":"2024-05-03","class_type":"A10","benchmark":null,"score_type":"time","capped_reps":87,"#), exportedText)
        XCTAssertTrue(exportedText.contains(#""score_type":"load","kg":102.3,"text":"102.3 kg""#))
        XCTAssertTrue(exportedText.contains(#""score_type":"rounds","rounds":5,"reps":12,"text":"5+12""#))
        XCTAssertTrue(exportedText.contains(#""bookings":[{"date":"2024-05-02","class_type":"A10","location":"Downtown","starts":"18:00","ends":"19:00","#
                                            + #""state":"booked","checked_in":"present","walk_in":false,"booked_at":1714500000}"#), exportedText)
        XCTAssertTrue(exportedText.contains(#""state":"class_cancelled","checked_in":null,"walk_in":true"#))
        let before = exportedText.replacing(/,"scores":\[.*\]}$/, with: "}")
        XCTAssertNotEqual(before, exportedText)
        let read = try AccountDocumentReader.read(Array(before.utf8), today: today)
        XCTAssertEqual(read.scores, [])
        XCTAssertEqual(read.bookings, [])
        for (good, bad, message) in [
            (#""score_type":"time","seconds":275"#, #""score_type":"time","kg":275"#,
             #"At $.scores[0].score_type: a score for time holds "seconds", or "capped_reps" when the time cap stopped it."#),
            (#""score_type":"time","seconds":275"#, #""score_type":"none","seconds":275"#,
             "At $.scores[0].score_type: a score is for a scored part: time, rounds, load or reps."),
            (#""seconds":275"#, #""seconds":0"#, "At $.scores[0].seconds: 0 is outside 1 to 86400."),
            (#""kg":102.3"#, #""kg":1000.5"#, "At $.scores[2].kg: 1000.5 is outside 0 to 1000."),
            (#""division":"scaled""#, #""division":"elite""#, #"At $.scores[1].division: expected one of "rx", "scaled"."#),
            (#""class_type":"AStrong""#, #""class_type":"""#, "At $.scores[2].class_type: expected text of 1 to 50 characters, found 0."),
            (#""starts":"07:30""#, #""starts":"7.30pm""#, "At $.bookings[1].starts: expected a time of day such as 18:00."),
            (#""state":"booked""#, #""state":"maybe""#,
             #"At $.bookings[0].state: expected one of "booked", "waitlisted", "cancelled", "late", "class_cancelled"."#),
            (#""location":"Downtown","starts":"18:00""#, #""starts":"18:00""#, #"At $.bookings[0]: the member "location" is missing."#),
        ] {
            XCTAssertTrue(exportedText.contains(good), good)
            XCTAssertEqual(problem(exportedText.replacing(good, with: bad)), message, bad)
        }
    }

    func testNotJSONNamesTheLineAndColumn() {
        XCTAssertEqual(problem("{\n\"format\": tru}"),
                       "This is not JSON (line 2, column 14: unexpected '}'"
                        + "). Choose the .json file that “Export my account” downloaded, unchanged.")
        XCTAssertEqual(problem("  \n"), "The file is empty. Choose the .json file that “Export my account” downloaded.")
        XCTAssertTrue(problem(#"{"a":"# + String(repeating: "[", count: 8) + String(repeating: "]", count: 8) + "}")?.contains("nested more than 8 deep") == true)
    }

    /// A file picked by mistake is named for what it is (issue 37), not by JSON's first complaint.
    func testAFileOfAnotherKindIsNamed() {
        XCTAssertEqual(problem("Date,Workout Name,Exercise Name\n2024-05-02,A,Back Squat\n"),
                       "This is not an account file (it looks like a CSV). Choose the .json file that “Export my account” downloaded; "
                        + "sets exported from another app as CSV are imported under History, “Import from another app”.")
        XCTAssertEqual(problem("\u{FEFF}Datum;Übung\n"), problem("Date,Lift\n"), "a byte order mark and semicolons")
        XCTAssertTrue(problem(#"<?xml version="1.0"?><gpx></gpx>"#)?.contains("it looks like XML, such as a GPX or TCX route") == true)
        XCTAssertTrue(problem("PK\u{3}\u{4}rest")?.contains("it looks like a ZIP archive") == true)
        XCTAssertTrue(problem("\u{E}\u{10}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}.FIT")?.contains("it looks like a FIT file") == true)
        XCTAssertTrue(problem("hello")?.hasPrefix("This is not JSON") == true, "text of no known kind is JSON's problem")
        // An upload is a slice of the request's body, which starts well past index 0.
        let body = Array(repeating: UInt8(ascii: "-"), count: 500) + Array("\u{E}\u{10}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}.FIT".utf8)
        XCTAssertThrowsError(try AccountDocumentReader.read(body[500...], today: today)) { error in
            XCTAssertEqual(error as? AccountDocumentError, .otherKind(.fit))
        }
    }

    func testAnotherDocumentIsNotAnAccountDocument() {
        XCTAssertEqual(problem("[]"), #"This is not a Lifting Log account export: the JSON is a list, not an object with "format": "liftinglog-account/1"."#)
        XCTAssertEqual(problem(#"{"facts": []}"#),
                       #"This is not a Lifting Log account export: the JSON is an object without "format", not an object with "format": "liftinglog-account/1"."#)
        XCTAssertEqual(problem(#"{"format": 1}"#), #"This is not a Lifting Log account export this server reads: its "format" is a number, expected "liftinglog-account/1"."#)
    }

    func testWrongTypesAndRangesNameTheirJSONPath() {
        let cases: [(String, String, String)] = [
            (#""reps":8"#, #""reps":8.5"#, "At $.workouts[1].reps: expected a whole number, found 8.5."),
            (#""reps":8"#, #""reps":0"#, "At $.workouts[1].reps: 0 is outside 1 to 1000."),
            (#""sets":3"#, #""sets":null"#, "At $.workouts[0].sets: expected a number, found null."),
            (#""lift":"Back Squat""#, #""lift":"""#, "At $.workouts[0].lift: expected text of 1 to 100 characters, found 0."),
            (#""lift":"Back Squat""#, #""lift":"Back\u001bSquat""#, "At $.workouts[0].lift: Remove the control character U+001B (character 5); use letters, numbers and punctuation only."),
            (#""date":"2024-05-02""#, #""date":"2024-06-03""#, "At $.workouts[0].date: 2024-06-03 is outside 1900-01-01 to 2024-06-02."),
            (#""date":"2024-05-02""#, #""date":"2024-02-30""#, "At $.workouts[0].date: expected a date as YYYY-MM-DD."),
            (#""source":"form""#, #""source":"excel""#, #"At $.workouts[0].source: expected one of "form", "fitbod", "strong", "hevy", "fitnotes", "liftinglog"."#),
            (#""warmup":false"#, #""warmup":0"#, "At $.workouts[0].warmup: expected true or false, found a number."),
            (#""created_at":"2024-05-02T18:00:00Z""#, #""created_at":"yesterday""#, "At $.workouts[0].created_at: expected a time such as 2024-05-01T09:30:00Z."),
            ("[-45.6160001,-179.9999999,", "[-95,-179.9999999,", "At $.routes[0].segments[0][1][0]: -95 is outside -90 to 90."),
            ("[0,0,null,-12.25,null]", "[0,0,null,-12.25]", "At $.routes[0].segments[1][0]: expected [latitude, longitude, bpm, elevation, time], found 4 values."),
            ("[[0,0,null,-12.25,null]]", "[]", "At $.routes[0].segments[1]: a segment has at least one point."),
            (#""max_heart_rate":190"#, #""max_heart_rate":300"#, "At $.profile.max_heart_rate: 300 is outside 100 to 250."),
            (#""query":"squat""#, #""query":"sq""#, "At $.recent_searches[1].query: Type at least 3 characters to search."),
            (#""profile":{"#, #""profile":7,"x":{"#, "At $.profile: expected an object, found a number."),
        ]
        for (original, replacement, message) in cases {
            XCTAssertTrue(exportedText.contains(original), original)
            XCTAssertEqual(problem(exportedText.replacingOccurrences(of: original, with: replacement)), message)
        }
    }

    func testCountsAndSizeAreBounded() {
        let searches = (0...AccountDocumentReader.maxSearches).map { #"{"query":"squat","searched_at":\#($0)}"# }.joined(separator: ",")
        let many = exportedText.replacingOccurrences(of: #""recent_searches":["#, with: #""recent_searches":[\#(searches),"#)
        XCTAssertEqual(problem(many), "At $.recent_searches: 103 searches is more than the 100 one import takes.")
        let big = [UInt8](repeating: 0x20, count: AccountDocumentReader.maxBytes + 1)
        XCTAssertThrowsError(try AccountDocumentReader.read(big, today: today)) { error in
            XCTAssertEqual(error as? AccountDocumentError, .tooBig(bytes: AccountDocumentReader.maxBytes + 1))
        }
    }

    func testUnknownMembersAreIgnoredAndMissingOnesNamed() {
        let extra = exportedText.replacingOccurrences(of: #""format":"liftinglog-account/1","#, with: #""format":"liftinglog-account/1","later":{"a":[1]},"#)
        XCTAssertNil(problem(extra))
        XCTAssertEqual(problem(exportedText.replacingOccurrences(of: #""subtitle":"easy","#, with: "")),
                       #"At $.routes[0]: the member "subtitle" is missing."#)
    }

    /// Issue 23: a 32 MB upload of `[[0],[0],…]` was parsed whole, at 25 times its size, before
    /// being refused. Now it is refused at its first byte: the rest is never read, so a list
    /// that stops being JSON further on is refused as a list, not as broken JSON.
    func testADocumentThatIsNotAnObjectIsRefusedAtItsFirstByte() {
        let list = "[" + String(repeating: "[0],", count: 100_000) + "and then not JSON"
        XCTAssertEqual(problem(list), #"This is not a Lifting Log account export: the JSON is a list, not an object with "format": "liftinglog-account/1"."#)
        XCTAssertEqual(problem("\u{FEFF} 7 ,,,"), #"This is not a Lifting Log account export: the JSON is a number, not an object with "format": "liftinglog-account/1"."#)
    }

    /// No value is read before the whole file is known to be JSON with our format, wherever
    /// in the object the format stands.
    func testTheFormatIsCheckedBeforeAnyValue() {
        XCTAssertEqual(problem(#"{"workouts": [{"reps": "many"}], "format": "liftinglog-account/2"}"#),
                       #"This is not a Lifting Log account export this server reads: its "format" is "liftinglog-account/2", expected "liftinglog-account/1"."#)
        XCTAssertEqual(problem(#"{"format": "liftinglog-account/1", "workouts": [{"reps": "many"}], "end": tru}"#)?.hasPrefix("This is not JSON (line 1"), true)
    }

    /// Members are read in the order the file has them; a body weight's value may come before
    /// the unit its range depends on.
    func testReadsMembersInAnyOrder() throws {
        let text = #"""
            {"recent_searches": [{"searched_at": 5, "query": "Squat"}], "routes": [],
             "workouts": [{"created_at": "2024-05-02T18:00:00.250Z", "warmup": false, "source": "form", "comments": "", "sets": 1,
                           "reps": 5, "unit": "kg", "weight": 100, "lift": "Squat", "date": "2024-05-02"}],
             "profile": {"max_heart_rate": null, "body_weight": {"date": "2024-05-01", "value": 600, "unit": "lb"}, "sex": null,
                         "time_zone": null, "unit": "kg", "birth_date": "1990-01-01", "last_name": "L", "first_name": "A",
                         "email": "a@example.com"},
             "format": "liftinglog-account/1"}
            """#
        let read = try AccountDocumentReader.read(Array(text.utf8), today: today)
        XCTAssertEqual(read.profile.bodyWeight, BodyWeight(value: 600, unit: .lb, date: CalendarDate(iso: "2024-05-01")!))
        XCTAssertEqual(read.workouts.map(\.createdAt), ["2024-05-02T18:00:00Z"])
        XCTAssertEqual(read.searches, [RecentSearch(query: "squat", searchedAt: 5)])
        let kilograms = text.replacingOccurrences(of: #""unit": "lb""#, with: #""unit": "kg""#)
        XCTAssertEqual(problem(kilograms), "At $.profile.body_weight.value: 600 is outside 20 to 400.")
    }
}

/// Issue 23: an entry is kept small (its date and creation time as numbers) and gives back
/// what it was given.
final class AccountWorkoutTests: XCTestCase {
    func testAnEntryIsCompactAndKeepsItsValues() {
        // 80 bytes before issue 36; its kind, RPE, superset and session took it to 104 (the
        // superset an in-place small string): 300,000 entries in 31 MB.
        XCTAssertLessThanOrEqual(MemoryLayout<AccountWorkout>.stride, 104)
        let workout = AccountWorkout(date: CalendarDate(iso: "2024-02-29")!, lift: "Back Squat", weight: 102.5, unit: .lb, reps: 1_000,
                                     sets: 100, comments: "slow", source: .hevy, kind: .warmup, createdAt: "2024-03-01T06:07:08Z")
        XCTAssertEqual(workout.date.iso, "2024-02-29")
        XCTAssertEqual([workout.reps, workout.sets], [1_000, 100])
        XCTAssertEqual(workout.createdAt, "2024-03-01T06:07:08Z")
        for other in ["2024-03-01 06:07:08", "2024-03-01T06:07:08.250Z", "yesterday"] {
            let kept = AccountWorkout(date: workout.date, lift: "Back Squat", weight: 1, unit: .kg, reps: 1, sets: 1, comments: "",
                                      source: .form, kind: .normal, createdAt: other)
            XCTAssertEqual(kept.createdAt, other, "a time in another shape is kept as it is")
        }
    }
}
