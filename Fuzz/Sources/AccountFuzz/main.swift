import Domain

/// libFuzzer entry point for the account import (issue 15): each input goes through
/// `AccountDocumentReader.read`, the JSON parser and every check of the document. It stops on a
/// crash, a hang or a memory error, or when a promise breaks: an accepted document with more
/// than the limits allow or a value outside the ranges the forms take, or one that does not
/// come back the same when written by `AccountExport` and read again; a refused one whose
/// message is empty. The input as text also goes through `JSONWriter` and back, and through
/// `JSONReader.skipValue`, which must agree with `JSONParser` (issue 23). The document is read
/// as a slice inside a larger array, as the request's body holds it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let today = CalendarDate(iso: "2026-11-23")!
    checkReader(input)
    // The upload is read where it lies in the request's body: a slice that does not start at 0.
    let body = Array("--b\r\n\r\n".utf8) + input + Array("\r\n--b--".utf8)
    do {
        let document = try AccountDocumentReader.read(body[7..<(7 + size)], today: today)
        check(document, today: today)
        let written = AccountExport.write(profile: document.profile, signIn: .passwordOnly, exportedAt: "2026-11-23T00:00:00Z",
                                          sessions: document.sessions,
                                          workouts: { emit in document.workouts.forEach(emit) },
                                          tracks: { emit in document.tracks.forEach(emit) }, searches: document.searches,
                                          weighIns: document.weighIns, measurements: document.measurements, scores: document.scores,
                                          bookings: document.bookings)
        require((try? AccountDocumentReader.read(written, today: today)) == document, "the document changed when written and read again")
    } catch {
        require(!error.message.isEmpty, "an empty message")
    }
    checkWriter(String(decoding: input, as: UTF8.self))
    return 0
}

func check(_ document: AccountDocument, today: CalendarDate) {
    require(document.workouts.count <= AccountDocumentReader.maxWorkouts && document.tracks.count <= AccountDocumentReader.maxTracks
            && document.searches.count <= AccountDocumentReader.maxSearches, "counts")
    for workout in document.workouts {
        require(WorkoutInput.liftLength.contains(workout.lift.count) && workout.comments.count <= WorkoutInput.maxComments, "text \(workout)")
        require(plain(workout.lift, multiline: false) && plain(workout.comments, multiline: true), "refused characters \(workout)")
        require((0...2_000).contains(workout.weight) && (1...1_000).contains(workout.reps) && (1...100).contains(workout.sets),
                "numbers \(workout)")
        require(workout.date >= WorkoutInput.earliest && workout.date <= today.adding(days: 1), "date \(workout)")
        require(ISO8601Time.milliseconds(workout.createdAt) != nil, "created \(workout.createdAt)")
        // Issue 36: what the `workouts` table's checks take, and a session of the document's.
        require(workout.rpe.map { RPE.range.contains($0.value) } ?? true, "rpe \(workout)")
        require(workout.group.map { (1...4).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } } ?? true,
                "group \(workout)")
        require(workout.session.map { $0 < document.sessions.count } ?? true, "session \(workout)")
    }
    require(document.sessions.count <= AccountDocumentReader.maxSessions, "sessions")
    for session in document.sessions {
        require(session.startedAt >= 0 && session.finishedAt.map { $0 >= session.startedAt } ?? true, "session times \(session)")
    }
    require(document.tracks.reduce(0) { $0 + $1.track.pointCount } <= AccountDocumentReader.maxPoints, "points")
    for item in document.tracks {
        require(item.track.pointCount <= TrackLimits.maxPoints && !item.track.segments.isEmpty
                && !item.track.segments.contains { $0.isEmpty }, "segments")
        require(TrackInput.titleLength.contains(item.title.count) && plain(item.title, multiline: false), "title \(item.title)")
        for point in item.track.segments.joined() {
            require(TrackLimits.latitudes.contains(point.latitude) && TrackLimits.longitudes.contains(point.longitude), "position \(point)")
            require(point.heartRate.map(TrackLimits.heartRates.contains) ?? true, "heart rate \(point)")
            require(point.elevation.map(TrackLimits.elevations.contains) ?? true, "elevation \(point)")
        }
        let summary = TrackSummary(item.track)
        require(summary.distanceMetres.isFinite && summary.distanceMetres >= 0, "distance \(summary)")
    }
    for search in document.searches {
        require(FactSearchQuery.length.contains(search.query.count) && search.query == search.query.lowercased(), "search \(search.query)")
    }
    // Issue 39: what the `scores` and `bookings` tables and the score form take.
    require(document.scores.count <= AccountDocumentReader.maxScores && document.bookings.count <= AccountDocumentReader.maxBookings, "gym counts")
    for score in document.scores {
        require(ScheduleRules.dates.contains(score.date) && (1...ClassTypeInput.maxName).contains(score.classType.count)
                && score.note.count <= Score.maxNote && plain(score.note, multiline: false), "score \(score)")
        require(Score(type: score.score.type, primary: score.score.stored.primary, secondary: score.score.stored.secondary,
                      capped: score.score.stored.capped) == score.score, "score stored and read back \(score)")
    }
    for booking in document.bookings {
        require(ScheduleRules.dates.contains(booking.date) && (1...LocationInput.maxName).contains(booking.location.count), "booking \(booking)")
    }
}

/// `JSONReader` checking a document without keeping it agrees with `JSONParser` building it:
/// the same documents pass, the same error at the same place for the others (issue 23).
func checkReader(_ input: [UInt8]) {
    var reader = JSONReader(input[...])
    var skipped: JSONError?
    do {
        try reader.skipValue()
        try reader.end()
    } catch {
        skipped = error
    }
    do {
        _ = try JSONParser.parse(input)
        require(skipped == nil, "skipping refused what parsing took: \(skipped!)")
    } catch {
        require(skipped == error, "skipping said \(String(describing: skipped)), parsing \(error)")
    }
}

/// Any text, written as a JSON string, reads back as the same text.
func checkWriter(_ text: String) {
    var writer = JSONWriter()
    writer.beginArray()
    writer.string(text)
    writer.endArray()
    require((try? JSONParser.parse(writer.bytes)) == .array([.string(text)]), "the writer changed \(text.debugDescription)")
}

func plain(_ text: String, multiline: Bool) -> Bool {
    (try? PlainText.parse(text, multiline: multiline).get()) == text
}

func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
