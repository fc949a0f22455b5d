/// Writes an account document (see `AccountDocument`) as JSON, one workout and one route
/// at a time as storage hands them over, into the one byte array that becomes the response.
///
/// A workout carries its `kind`, `rpe` (null for none), superset `group` (null for none) and
/// `session`, its session's place in `sessions` (null for none), which come first so a
/// reader knows them before the entries; and `warmup` as before, for servers older than kinds.
///
/// A point is `[latitude, longitude, bpm, elevation, time]`, with null where the recording
/// has no value and time in milliseconds since 1970; a list per segment. Weights and
/// coordinates are written so they read back as the same doubles (`JSONWriter.number`).
///
/// A whiteboard score names its part by `date` and `class_type`, says its `score_type` and
/// holds the numbers that type reads: `seconds` (or `capped_reps` when the time cap stopped
/// the member), `rounds` and `reps`, `kg`, or `reps`; `text` is the score as the board shows
/// it, for a person (an import reads the numbers). A class booking names its class as the
/// schedule showed it: class type, location, date, `starts` and `ends`.
public enum AccountExport {
    public static func write(profile: AccountProfile, signIn: SignInWays, exportedAt: String, sessions: [AccountSession] = [],
                             workouts: ((AccountWorkout) -> Void) throws -> Void,
                             tracks: ((AccountTrack) -> Void) throws -> Void,
                             searches: [RecentSearch], weighIns: [WeighIn] = [], measurements: [BodyMeasurement] = [],
                             scores: [AccountScore] = [], bookings: [AccountBooking] = []) rethrows -> [UInt8] {
        var json = JSONWriter(capacity: 1 << 16)
        json.beginObject()
        json.key("format"); json.string(AccountDocument.format)
        json.key("exported_at"); json.string(exportedAt)
        json.key("profile"); write(profile, to: &json)
        // Read by nothing on import: the ways in are each server's own to set up.
        json.key("sign_in"); signIn.write(to: &json)
        json.key("sessions"); json.beginArray()
        for session in sessions { write(session, to: &json) }
        json.endArray()
        json.key("workouts"); json.beginArray()
        try workouts { write($0, to: &json) }
        json.endArray()
        json.key("routes"); json.beginArray()
        try tracks { write($0, to: &json) }
        json.endArray()
        json.key("recent_searches"); json.beginArray()
        for search in searches {
            json.beginObject()
            json.key("query"); json.string(search.query)
            json.key("searched_at"); json.integer(Int64(search.searchedAt))
            json.endObject()
        }
        json.endArray()
        json.key("weigh_ins"); json.beginArray()
        for weighIn in weighIns {
            json.beginObject()
            json.key("taken_at"); json.string(weighIn.takenAt.text)
            json.key("weight"); json.number(weighIn.weight)
            json.key("unit"); json.string(weighIn.unit.rawValue)
            json.key("body_fat"); optional(weighIn.bodyFat, to: &json) { $1.number($0) }
            json.key("source"); json.string(weighIn.source.rawValue)
            json.endObject()
        }
        json.endArray()
        json.key("measurements"); json.beginArray()
        for measurement in measurements {
            json.beginObject()
            json.key("taken_at"); json.string(measurement.takenAt.text)
            json.key("name"); json.string(measurement.name)
            json.key("value"); json.number(measurement.value)
            json.key("unit"); json.string(measurement.unit.rawValue)
            json.endObject()
        }
        json.endArray()
        json.key("scores"); json.beginArray()
        for score in scores { write(score, to: &json) }
        json.endArray()
        json.key("bookings"); json.beginArray()
        for booking in bookings { write(booking, to: &json) }
        json.endArray()
        json.endObject()
        return json.bytes
    }

    private static func write(_ score: AccountScore, to json: inout JSONWriter) {
        json.beginObject()
        json.key("date"); json.string(score.date.iso)
        json.key("class_type"); json.string(score.classType)
        json.key("benchmark"); optional(score.benchmark, to: &json) { $1.string($0) }
        json.key("score_type"); json.string(score.score.type.rawValue)
        switch score.score {
        case .time(let seconds): json.key("seconds"); json.integer(Int64(seconds))
        case .capped(let reps): json.key("capped_reps"); json.integer(Int64(reps))
        case .rounds(let rounds, let reps):
            json.key("rounds"); json.integer(Int64(rounds))
            json.key("reps"); json.integer(Int64(reps))
        case .load(let kilograms): json.key("kg"); json.number(kilograms)
        case .reps(let reps): json.key("reps"); json.integer(Int64(reps))
        }
        json.key("text"); json.string(score.score.text(unit: .kg))
        json.key("division"); json.string(score.division.rawValue)
        json.key("note"); json.string(score.note)
        json.key("created_at"); json.integer(Int64(score.createdAt))
        json.endObject()
    }

    private static func write(_ booking: AccountBooking, to json: inout JSONWriter) {
        json.beginObject()
        json.key("date"); json.string(booking.date.iso)
        json.key("class_type"); json.string(booking.classType)
        json.key("location"); json.string(booking.location)
        json.key("starts"); json.string(booking.starts.text)
        json.key("ends"); json.string(booking.ends.text)
        json.key("state"); json.string(booking.state.rawValue)
        json.key("checked_in"); optional(booking.checkedIn, to: &json) { $1.string($0.rawValue) }
        json.key("walk_in"); json.bool(booking.walkIn)
        json.key("booked_at"); json.integer(Int64(booking.bookedAt))
        json.endObject()
    }

    private static func write(_ profile: AccountProfile, to json: inout JSONWriter) {
        json.beginObject()
        json.key("email"); json.string(profile.email)
        json.key("first_name"); json.string(profile.firstName)
        json.key("last_name"); json.string(profile.lastName)
        json.key("birth_date"); json.string(profile.birthDate.iso)
        json.key("unit"); json.string(profile.unit.rawValue)
        json.key("time_zone"); optional(profile.timeZone, to: &json) { $1.string($0) }
        json.key("sex"); optional(profile.sex, to: &json) { $1.string($0.rawValue) }
        json.key("body_weight")
        optional(profile.bodyWeight, to: &json) { weight, json in
            json.beginObject()
            json.key("value"); json.number(weight.value)
            json.key("unit"); json.string(weight.unit.rawValue)
            json.key("date"); json.string(weight.date.iso)
            json.endObject()
        }
        json.key("max_heart_rate"); optional(profile.maxHeartRate, to: &json) { $1.integer(Int64($0)) }
        json.endObject()
    }

    private static func write(_ workout: AccountWorkout, to json: inout JSONWriter) {
        json.beginObject()
        json.key("date"); json.string(workout.date.iso)
        json.key("lift"); json.string(workout.lift)
        json.key("weight"); json.number(workout.weight)
        json.key("unit"); json.string(workout.unit.rawValue)
        json.key("reps"); json.integer(Int64(workout.reps))
        json.key("sets"); json.integer(Int64(workout.sets))
        json.key("comments"); json.string(workout.comments)
        json.key("source"); json.string(workout.source.rawValue)
        json.key("warmup"); json.bool(workout.isWarmup)
        json.key("kind"); json.string(workout.kind.rawValue)
        json.key("rpe"); optional(workout.rpe, to: &json) { $1.number($0.value) }
        json.key("group"); optional(workout.group, to: &json) { $1.string($0) }
        json.key("session"); optional(workout.session, to: &json) { $1.integer(Int64($0)) }
        json.key("created_at"); json.string(workout.createdAt)
        json.endObject()
    }

    private static func write(_ session: AccountSession, to json: inout JSONWriter) {
        json.beginObject()
        json.key("date"); json.string(session.date.iso)
        json.key("started_at"); json.integer(Int64(session.startedAt))
        json.key("finished_at"); optional(session.finishedAt, to: &json) { $1.integer(Int64($0)) }
        json.key("last_set_at"); optional(session.lastSetAt, to: &json) { $1.integer(Int64($0)) }
        json.endObject()
    }

    private static func write(_ item: AccountTrack, to json: inout JSONWriter) {
        json.beginObject()
        json.key("title"); json.string(item.title)
        json.key("subtitle"); json.string(item.subtitle)
        json.key("kind"); json.string(item.kind.rawValue)
        json.key("indoor"); json.bool(item.indoor)
        json.key("format"); json.string(item.track.format.rawValue)
        json.key("created_at"); json.integer(Int64(item.createdAt))
        if !item.track.hasPositions {
            // Its points stand at 0, 0: without these two members the route would come back
            // as a map of the Gulf of Guinea and 0 km.
            json.key("positions"); json.bool(false)
            json.key("recorded_distance_m"); optional(item.track.recordedDistance, to: &json) { $1.number($0) }
        }
        json.key("segments"); json.beginArray()
        for segment in item.track.segments {
            json.beginArray()
            for point in segment { write(point, to: &json) }
            json.endArray()
        }
        json.endArray()
        json.endObject()
    }

    private static func write(_ point: TrackPoint, to json: inout JSONWriter) {
        json.beginArray()
        json.number(point.latitude)
        json.number(point.longitude)
        optional(point.heartRate, to: &json) { $1.integer(Int64($0)) }
        optional(point.elevation, to: &json) { $1.number($0) }
        optional(point.time, to: &json) { $1.integer($0) }
        json.endArray()
    }

    private static func optional<Value>(_ value: Value?, to json: inout JSONWriter, _ write: (Value, inout JSONWriter) -> Void) {
        if let value { write(value, &json) } else { json.null() }
    }
}
