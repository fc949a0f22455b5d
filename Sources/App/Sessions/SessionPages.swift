import Domain
import Glibc
import HTTP
import Pages
import Storage
import Templates

/// A live workout (issue 36): `POST /sessions` starts today's, empty or from a routine day;
/// `/sessions/:id` shows its exercise blocks, a row a set, each row its own form, so a tick
/// saves that set at once as an entry of the session's day, with or without JavaScript.
/// Another lifter's session is a 404, as one that does not exist.
struct SessionPages: Sendable {
    let services: Services

    /// A session holds what a routine day may, and a block what a routine exercise may.
    static let maxBlocks = RoutineLimits.maxExercisesPerDay
    static let maxRows = RoutineLimits.sets.upperBound
    static let notFound = HTTPError(.notFound, "There is no such workout session. Start one from the dashboard.")

    private var now: Int64 { Int64(services.clock.now()) }


    /// Starts today's session, or goes to the one open already: one at a time. With
    /// `routine_id` and `day` (the routine day's start page) its blocks are the day's targets.
    func start(_ visit: Visit, user: User) throws -> Response {
        var blocks: [PlannedBlock] = []
        var dayID: Int64?
        if let routineID = visit.form["routine_id"] {
            let (routine, day) = try routineDay(routineID, visit.form["day"], user: user)
            blocks = try SessionPlan(services: services, user: user).blocks(of: day, in: routine)
            dayID = day.id
        }
        let id = try services.database.startSession(userID: user.id, date: services.today(for: user), now: now,
                                                    routineDayID: dayID, blocks: blocks)
        return .redirect(to: "/sessions/\(id)")
    }

    func show(_ visit: Visit, user: User) throws -> Response {
        let (session, blocks) = try owned(visit, user: user)
        return try page(visit, user: user, session: session, blocks: blocks)
    }

    /// A row's "Done" (or "Save" on a done row), "Undo" or "Remove". The row is named by `row`,
    /// or by `exercise` and `set` (`SessionRowLookup`): a set of a lift with no row for it left
    /// gets one. Bad numbers bring the page back with the message beside the field.
    func changeSet(_ visit: Visit, user: User) throws -> Response {
        var (session, blocks) = try owned(visit, user: user)
        let form = visit.form
        let action = form["action"] ?? "done"
        let lookup = SessionRowLookup(form: form, maxRows: Self.maxRows)
        var rowID = lookup.rowID(in: blocks)
        if rowID == nil, action == "done", try addRow(for: lookup.block(in: blocks), blocks: blocks, form: form, session: session, user: user) {
            blocks = try owned(visit, user: user).1
            rowID = lookup.block(in: blocks)?.rows.last?.id
        }
        guard let rowID, let block = blocks.first(where: { $0.rows.contains { $0.id == rowID } }) else {
            throw HTTPError(.notFound, "There is no such set in this session. Reload the page.")
        }
        switch action {
        case "undo":
            _ = try services.database.untickSessionSet(userID: user.id, sessionID: session.id, rowID: rowID)
        case "remove":
            _ = try services.database.removeSessionRow(userID: user.id, sessionID: session.id, rowID: rowID)
        case "done":
            let input = WorkoutInput.parse(lift: block.lift, weight: form["weight"], unit: block.unit.rawValue, reps: form["reps"], sets: "1",
                                           comments: "", date: session.date.iso, rpe: form["rpe"], kind: form["kind"],
                                           defaultUnit: user.unit, today: max(services.today(for: user), session.date))
            // Without JavaScript the form sends the row's own id; a row added on the phone may send none.
            let stored = block.rows.first { $0.id == rowID }.flatMap { ClientID($0.clientID) }
            switch (input, ClientID.parse(form["client_id"])) {
            case (.success(let input), .success(let posted)):
                guard let clientID = posted ?? stored else { throw Self.notFound }
                _ = try services.database.tickSessionSet(userID: user.id, sessionID: session.id, rowID: rowID, input, clientID: clientID, now: now)
            case (.failure(let errors), _), (_, .failure(let errors)):
                let named = FieldErrors(errors.errors.map { FieldError(field: "\($0.field)-\(rowID)", message: $0.message) })
                return try page(visit, user: user, session: session, blocks: blocks, rowErrors: named, status: .unprocessableContent)
            }
        default:
            throw HTTPError(.badRequest, "Choose Done, Undo or Remove for the set.")
        }
        return .redirect(to: "/sessions/\(session.id)#set-\(rowID)")
    }

    /// "Add an exercise": the lift with last time's sets, or one empty row for a new lift.
    func addExercise(_ visit: Visit, user: User) throws -> Response {
        let (session, blocks) = try owned(visit, user: user)
        switch AddedExercise.parse(lift: visit.form["lift"], rest: visit.form["rest"], blocks: blocks.count, maxBlocks: Self.maxBlocks) {
        case .failure(let errors):
            return try page(visit, user: user, session: session, blocks: blocks, added: (visit.form, errors), status: .unprocessableContent)
        case .success(let added):
            let block = try SessionPlan(services: services, user: user).block(lift: added.lift, restSeconds: added.restSeconds)
            _ = try services.database.addSessionBlock(userID: user.id, sessionID: session.id, block)
            return .redirect(to: "/sessions/\(session.id)")
        }
    }

    /// A block's buttons: add a set (a copy of its last row), join to the block above as a
    /// superset or part from it, move up or down, remove.
    func changeBlock(_ visit: Visit, user: User) throws -> Response {
        let (session, blocks) = try owned(visit, user: user)
        guard let blockID = RowID.parse(visit.request.parameters["block"]), let block = blocks.first(where: { $0.id == blockID })
        else { throw HTTPError(.notFound, "There is no such exercise in this session. Reload the page.") }
        let database = services.database
        switch visit.form["action"] ?? "" {
        case "add-set":
            guard block.rows.count < Self.maxRows else {
                throw HTTPError(.unprocessableContent, "An exercise holds at most \(Self.maxRows) sets. Add the lift again as a new exercise.")
            }
            _ = try database.addSessionRow(userID: user.id, sessionID: session.id, blockID: blockID)
        case "join": _ = try database.joinSessionBlock(userID: user.id, sessionID: session.id, blockID: blockID, joined: true)
        case "part": _ = try database.joinSessionBlock(userID: user.id, sessionID: session.id, blockID: blockID, joined: false)
        case "up": _ = try database.moveSessionBlock(userID: user.id, sessionID: session.id, blockID: blockID, by: -1)
        case "down": _ = try database.moveSessionBlock(userID: user.id, sessionID: session.id, blockID: blockID, by: 1)
        case "remove": _ = try database.removeSessionBlock(userID: user.id, sessionID: session.id, blockID: blockID)
        default: throw HTTPError(.badRequest, "Choose what to do with the exercise: add a set, superset, move or remove.")
        }
        return .redirect(to: "/sessions/\(session.id)#block-\(blockID)")
    }

    /// "Finish": the page comes back with the summary card.
    func finish(_ visit: Visit, user: User) throws -> Response {
        let (session, _) = try owned(visit, user: user)
        _ = try services.database.finishSession(userID: user.id, id: session.id, now: now)
        return .redirect(to: "/sessions/\(session.id)")
    }

    /// The open session's id for the dashboard's and the log form's link; "" when none is open.
    static func openSessionValue(_ services: Services, user: User) throws -> TemplateValue {
        .string(try services.database.openSession(userID: user.id, now: Int64(services.clock.now())).map { String($0.id) } ?? "")
    }

    // MARK: Helpers

    private func owned(_ visit: Visit, user: User) throws -> (WorkoutSession, [SessionBlock]) {
        guard let id = visit.pathID, let found = try services.database.workoutSession(userID: user.id, id: id, now: now) else { throw Self.notFound }
        return found
    }

    /// The lifter's own routine day; a 404 for anything else (another's routine, a changed day).
    private func routineDay(_ routineID: String, _ position: String?, user: User) throws -> (StoredRoutine, StoredRoutine.Day) {
        guard let id = RowID.parse(routineID), let routine = try services.database.routine(userID: user.id, id: id),
              let position = BoundedNumber.integer(position, in: 1...RoutineLimits.maxDays), let day = routine.day(at: position)
        else { throw RoutineSessionPages.noSuchDay }
        return (routine, day)
    }

    /// A row for a set posted for a lift by name: at the end of its block, or a new block after
    /// the others, checked as "Add an exercise" checks its lift and rest: an exercise added on the
    /// phone with no connection is made when its first tick arrives, so the blocks come in the
    /// order their ticks were queued.
    private func addRow(for block: SessionBlock?, blocks: [SessionBlock], form: FormData, session: WorkoutSession, user: User) throws(StorageError) -> Bool {
        if let block {
            guard block.rows.count < Self.maxRows else { return false }
            return try services.database.addSessionRow(userID: user.id, sessionID: session.id, blockID: block.id)
        }
        guard RowID.parse(form["exercise"]) == nil,
              case .success(let added) = AddedExercise.parse(lift: form["exercise"], rest: form["rest"], blocks: blocks.count, maxBlocks: Self.maxBlocks)
        else { return false }
        return try services.database.addSessionBlock(userID: user.id, sessionID: session.id,
                                                     PlannedBlock(lift: added.lift, unit: user.unit, restSeconds: added.restSeconds,
                                                                  rows: [.init(weight: "", reps: "")]))
    }

    private func page(_ visit: Visit, user: User, session: WorkoutSession, blocks: [SessionBlock], rowErrors: FieldErrors? = nil,
                      added: (FormData, FieldErrors)? = nil, status: HTTPStatus = .ok) throws -> Response {
        let offset = services.timeZone(named: user.timeZone).utcOffset(atUnixTime: Int(session.startedAt))
        var context = SessionView(session: session, blocks: blocks, rowErrors: rowErrors, utcOffset: offset).value
        context["max_rows"] = .int(Self.maxRows)
        context["max_blocks"] = .int(Self.maxBlocks)
        context["new_block"] = SessionView.emptyBlock(session: session, unit: user.unit)
        context["lift_names"] = .list(try services.database.liftNames(userID: user.id).map { .string($0) })
        context["values"] = ["lift": .string(added?.0["lift"] ?? ""), "rest": .string(added?.0["rest"] ?? "")]
        let errors = added?.1 ?? rowErrors
        if let added { context["errors"] = ["lift": .string(added.1.message(for: "lift") ?? ""), "rest": .string(added.1.message(for: "rest") ?? "")] }
        if let errors, !errors.errors.isEmpty { context["error_summary"] = errors.summaryValue }
        if !session.isOpen {
            let entries = try services.database.sessionEntries(userID: user.id, sessionID: session.id)
            let records = try services.database.sessionRecords(userID: user.id, session: session)
            context["summary"] = SessionView.summary(SessionSummary(session: session, entries: entries, records: records, unit: user.unit, now: now))
        }
        return try services.pages.render("sessions/show", context, visit: visit, status: status)
    }
}
