import Domain
import Glibc
import HTTP
import Pages
import Storage
import Templates

/// Workout tracks, which the pages, URLs (`/routes`) and `routes` table call routes: uploading
/// a recorded run or ride, the list of them, a route's figures and map coloured by heart rate,
/// its GPX download, and deleting it. Another user's route is a 404, never a 403. (In code,
/// "route" is reserved for URL routing: `Routes`, `HTTP.Route`.)
struct TrackPages: Sendable {
    let services: Services

    /// The upload's own body limit (413 past it): a bulk archive of activities (Strava's or
    /// Garmin's export), which inflates to 1 GiB at most. Only a session allowed to upload
    /// gets this far: the head is checked before the body is read (`Access`).
    static let uploadLimit = 256 << 20
    /// A track file sent as it is, neither a .gz nor a .zip: a day of one-second GPX with
    /// every extension.
    static let trackLimit = 20 << 20
    static let pageSize = 100

    func showNewTrack(_ visit: Visit, user: User) throws -> Response {
        try uploadPage(visit, form: TrackForm([:]))
    }

    /// Reads the file (a .gz inflated first), computes the figures and the drawing from every
    /// point, stores it all in one transaction, and shows the route; a rejected file stores
    /// nothing, and a track the lifter has already is not stored twice. A .zip is an archive
    /// of many (`importArchive`).
    func createTrack(_ visit: Visit, user: User) throws -> Response {
        let form = TrackForm(visit.form)
        let file = Self.file(in: visit)
        if let file, ZipArchive.isZip(file) { return try importArchive(file, visit, user: user, form: form) }
        if let file, file.count > Self.trackLimit, !Gzip.isGzip(file) {
            return try uploadPage(visit, form: form, errors: FieldErrors([FieldError(field: "file", message: Self.trackTooLarge)]))
        }
        switch form.input(file: file, untitled: untitledName(user)) {
        case .failure(let errors):
            return try uploadPage(visit, form: form, errors: errors)
        case .success(let input):
            switch try services.database.addTrack(userID: user.id, TrackRecord(input), createdAt: services.clock.now()) {
            case .added(let id): return .redirect(to: "/routes/\(id)")
            case .already(let id):
                var report = TrackImportReport()
                report.add(.already(id), title: input.title, file: Self.fileName(in: visit))
                return try services.pages.render("routes/imported", report.context(title: "Already there"), visit: visit)
            }
        }
    }

    /// Newest first, a page at a time.
    func listTracks(_ visit: Visit, user: User) throws -> Response {
        let tracks = try NewestFirstPage(visit.request.queryItems, size: Self.pageSize,
                                         missing: { "There is no page \($0) of your routes. Go back to the first page." }) {
            try services.database.tracks(userID: user.id, limit: $0, offset: $1)
        }
        var context: [String: TemplateValue] = ["title": "Routes", "routes": .list(tracks.items.map { view($0, user: user).row })]
        context.merge(tracks.templateValues) { _, new in new }
        return try services.pages.render("routes/list", context, visit: visit)
    }

    func showTrack(_ visit: Visit, user: User) throws -> Response {
        guard let detail = try services.database.trackDetail(userID: user.id, id: Self.id(visit)) else { throw Self.noSuchTrack }
        let track = detail.track
        let colours = track.summary.heartRate == nil ? .workout : try services.database.trackColours(userID: user.id)
        let zones = heartRateZones(user)
        let zoneTimes = zones.times(in: detail.heartRateTime)
        var context = view(track, user: user).page
        context["title"] = .string(track.title)
        if track.summary.hasMap && !track.indoor {
            context["map"] = TrackView.map(colours == .zones ? try zoneDrawing(track.id, user: user, zones: zones) : detail.drawing, colours: colours)
        }
        context["legend"] = TrackView.legend(track.summary.heartRate, drawing: detail.drawing, colours: colours, zones: zoneTimes)
        if track.summary.heartRate != nil {
            context["zones"] = TrackView.zones(zoneTimes, colours: colours)
            context["max_hr"] = ["value": .int(zones.maximum), "set": .bool(user.maxHeartRate != nil)]
            context["colours"] = .list(TrackColours.allCases.map { choice in
                ["value": .string(choice.rawValue), "label": .string(choice == .workout ? "this workout" : "my zones"),
                 "current": .bool(choice == colours)]
            })
        }
        return try services.pages.render("routes/show", context, visit: visit)
    }

    /// The map by the lifter's zones, drawn from the route's points when it is asked for: the
    /// stored drawing is by the workout's range, and zones change with the lifter's maximum.
    private func zoneDrawing(_ id: Int64, user: User, zones: HeartRateZones) throws -> TrackDrawing {
        guard let (_, track) = try services.database.trackWithPoints(userID: user.id, id: id) else { throw Self.noSuchTrack }
        return TrackDrawing(track, zones: zones)
    }

    /// Remembers what the lifter's maps are coloured by, and shows the route again.
    func chooseColours(_ visit: Visit, user: User) throws -> Response {
        guard let colours = TrackColours(rawValue: visit.form["colours"] ?? "") else {
            throw HTTPError(.unprocessableContent, "Colour the map by this workout or by my zones.")
        }
        try services.database.setTrackColours(userID: user.id, colours)
        return .redirect(to: "/routes/\(Self.id(visit))")
    }

    /// The track as GPX 1.1 with heart rate, for Strava, Garmin Connect or another app.
    func downloadTrack(_ visit: Visit, user: User) throws -> Response {
        guard let (stored, track) = try services.database.trackWithPoints(userID: user.id, id: Self.id(visit)) else { throw Self.noSuchTrack }
        guard stored.summary.hasMap else { throw Self.noPositions }
        return Response(status: .ok, headers: [
            "Content-Type": "application/gpx+xml",
            "Content-Disposition": "attachment; filename=\"lifting-log-route-\(stored.id).gpx\"",
            "Cache-Control": "private, no-store",
        ], body: GPXWriter.write(track, title: stored.title, kind: stored.kind))
    }

    func showDeleteTrack(_ visit: Visit, user: User) throws -> Response {
        guard let detail = try services.database.trackDetail(userID: user.id, id: Self.id(visit)) else { throw Self.noSuchTrack }
        var context = view(detail.track, user: user).page
        context["title"] = "Delete route"
        return try services.pages.render("routes/delete", context, visit: visit)
    }

    func deleteTrack(_ visit: Visit, user: User) throws -> Response {
        guard try services.database.deleteTrack(userID: user.id, id: Self.id(visit)) else { throw Self.noSuchTrack }
        return .redirect(to: "/routes")
    }

    // MARK: Helpers

    private static let trackTooLarge = "A GPX, TCX, FIT or JSON file is at most 20 MiB; send a larger one as a .gz or in a .zip."
    private static let noSuchTrack = HTTPError(.notFound, "That route does not exist. It may have been deleted; pick one from your routes.")
    private static let noPositions = HTTPError(.notFound, "That route is an indoor workout without positions, so there is no GPX of it.")

    /// The route id of the path; 0, which names no route, for anything but a positive number.
    private static func id(_ visit: Visit) -> Int64 {
        visit.pathID ?? 0
    }

    /// The uploaded file; a file input left empty sends a part with no name and no bytes.
    private static func file(in visit: Visit) -> ArraySlice<UInt8>? {
        guard let part = visit.files.first(where: { $0.name == "file" }), !(part.bytes.isEmpty && part.filename == "") else { return nil }
        return part.bytes
    }

    /// The uploaded file's name as the browser sent it, for the report.
    private static func fileName(in visit: Visit) -> String {
        visit.files.first(where: { $0.name == "file" })?.filename ?? "the file"
    }

    private func view(_ track: Database.StoredTrack, user: User) -> TrackView {
        TrackView(track: track, unit: DistanceUnit(user.unit), zone: services.timeZone(named: user.timeZone))
    }

    func untitledName(_ user: User) -> TrackTitle {
        TrackTitle(zone: services.timeZone(named: user.timeZone), uploadedAt: services.clock.now())
    }

    /// From the lifter's own maximum, else 220 minus their age.
    private func heartRateZones(_ user: User) -> HeartRateZones {
        user.maxHeartRate.map(HeartRateZones.init(maximum:)) ?? HeartRateZones(birthDate: user.birthDate, today: services.today(for: user))
    }

    func uploadPage(_ visit: Visit, form: TrackForm, errors: FieldErrors? = nil) throws -> Response {
        let chosen = form[.kind] ?? ""
        return try services.pages.renderForm("routes/new", [
            "title": "Upload a route",
            "kinds": .list([["value": "", "label": "As in the file", "selected": .bool(chosen.isEmpty)]]
                + TrackKind.allCases.map { ["value": .string($0.rawValue), "label": .string($0.label), "selected": .bool($0.rawValue == chosen)] }),
        ], visit: visit, form: form, errors: errors)
    }
}
