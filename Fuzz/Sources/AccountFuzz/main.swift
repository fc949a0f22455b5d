import Domain

/// libFuzzer entry point for the account import (issue 15): each input goes through
/// `AccountDocumentReader.read`, the JSON parser and every check of the document. It stops on a
/// crash, a hang or a memory error, or when a promise breaks: an accepted document with more
/// than the limits allow or a value outside the ranges the forms take, or one that does not
/// come back the same when written by `AccountExport` and read again; a refused one whose
/// message is empty. The input as text also goes through `JSONWriter` and back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let today = CalendarDate(iso: "2026-11-23")!
    do {
        let document = try AccountDocumentReader.read(input, today: today)
        check(document, today: today)
        let written = AccountExport.write(profile: document.profile, exportedAt: "2026-11-23T00:00:00Z",
                                          workouts: { emit in document.workouts.forEach(emit) },
                                          routes: { emit in document.routes.forEach(emit) }, searches: document.searches)
        require((try? AccountDocumentReader.read(written, today: today)) == document, "the document changed when written and read again")
    } catch {
        require(!error.message.isEmpty, "an empty message")
    }
    checkWriter(String(decoding: input, as: UTF8.self))
    return 0
}

func check(_ document: AccountDocument, today: CalendarDate) {
    require(document.workouts.count <= AccountDocumentReader.maxWorkouts && document.routes.count <= AccountDocumentReader.maxRoutes
            && document.searches.count <= AccountDocumentReader.maxSearches, "counts")
    for workout in document.workouts {
        require(WorkoutInput.liftLength.contains(workout.lift.count) && workout.comments.count <= WorkoutInput.maxComments, "text \(workout)")
        require(plain(workout.lift, multiline: false) && plain(workout.comments, multiline: true), "refused characters \(workout)")
        require((0...2_000).contains(workout.weight) && (1...1_000).contains(workout.reps) && (1...100).contains(workout.sets),
                "numbers \(workout)")
        require(workout.date >= WorkoutInput.earliest && workout.date <= today.adding(days: 1), "date \(workout)")
        require(ISO8601Time.milliseconds(workout.createdAt) != nil, "created \(workout.createdAt)")
    }
    require(document.routes.reduce(0) { $0 + $1.track.pointCount } <= AccountDocumentReader.maxPoints, "points")
    for route in document.routes {
        require(route.track.pointCount <= TrackLimits.maxPoints && !route.track.segments.isEmpty
                && !route.track.segments.contains { $0.isEmpty }, "segments")
        require(RouteInput.titleLength.contains(route.title.count) && plain(route.title, multiline: false), "title \(route.title)")
        for point in route.track.segments.joined() {
            require(TrackLimits.latitudes.contains(point.latitude) && TrackLimits.longitudes.contains(point.longitude), "position \(point)")
            require(point.heartRate.map(TrackLimits.heartRates.contains) ?? true, "heart rate \(point)")
            require(point.elevation.map(TrackLimits.elevations.contains) ?? true, "elevation \(point)")
        }
        let summary = TrackSummary(route.track)
        require(summary.distanceMetres.isFinite && summary.distanceMetres >= 0, "distance \(summary)")
    }
    for search in document.searches {
        require(FactSearchQuery.length.contains(search.query.count) && search.query == search.query.lowercased(), "search \(search.query)")
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
