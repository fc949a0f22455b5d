import Domain
import Glibc
import HTTP
import Pages
import Storage
import Templates

/// The roster at the door, for staff: the class's booked members and its waitlist with a
/// check-in form each (`status`: present or no_show), and a walk-in added by name or email.
/// Made for a tablet: every control at least 44 px, and check-ins made without a connection
/// are kept while the page stays open and sent once it returns (Public/app.js).
struct RosterPages: Sendable {
    let services: Services

    func show(_ visit: Visit, user: User) throws -> Response {
        let occurrence = try self.occurrence(visit)
        return try page(visit, occurrence: occurrence, walkIn: visit.request.queryItems["added"].map { "Added \($0) as a walk-in, present." } ?? "")
    }

    func checkIn(_ visit: Visit, user: User) throws -> Response {
        let occurrence = try self.occurrence(visit)
        guard let member = RowID.parse(visit.request.parameters["member"]),
              let status = visit.form["status"].flatMap(CheckIn.init(rawValue:)) else {
            throw HTTPError(.unprocessableContent, "Choose present or no-show for a member on the roster.")
        }
        guard try services.database.checkIn(classID: occurrence.scheduledClass.id, date: occurrence.date, userID: member, status) else {
            throw HTTPError(.notFound, "That member is not on this class's roster. Add them as a walk-in instead.")
        }
        return .redirect(to: Self.path(occurrence) + "#member-\(member)")
    }

    func addWalkIn(_ visit: Visit, user: User) throws -> Response {
        let occurrence = try self.occurrence(visit)
        let typed: String
        switch PlainText.parse(visit.form["member"] ?? "", multiline: false) {
        case .failure(let problem):
            // What was typed comes back without the characters no name or email has.
            return try page(visit, occurrence: occurrence, typed: problem.withoutRefused, error: problem.message, status: .unprocessableContent)
        case .success(let text): typed = String(text.trimmingSpaces())
        }
        guard !typed.isEmpty, typed.count <= 254 else {
            return try page(visit, occurrence: occurrence, typed: typed,
                            error: typed.isEmpty ? "Enter the member's email, or their first and last name." : "Enter at most 254 characters: an email or a name.",
                            status: .unprocessableContent)
        }
        let result = try services.database.addWalkIn(classID: occurrence.scheduledClass.id, date: occurrence.date, nameOrEmail: typed, now: services.clock.now())
        guard case .added(let name) = result else {
            return try page(visit, occurrence: occurrence, typed: typed, error: result.problem ?? "", status: .unprocessableContent)
        }
        return .redirect(to: Self.path(occurrence) + "?added=" + PercentEncoding.encode(name))
    }

    // MARK: Helpers

    static func path(_ occurrence: ClassOccurrence) -> String {
        "/staff/classes/\(occurrence.scheduledClass.id)/\(occurrence.date.iso)/roster"
    }

    private func occurrence(_ visit: Visit) throws -> ClassOccurrence {
        guard let id = visit.pathID, let date = CalendarDate(iso: visit.request.parameters["date"] ?? ""), ScheduleRules.dates.contains(date),
              let occurrence = try services.occurrence(classID: id, on: date) else {
            throw HTTPError(.notFound, "That class does not take place on that date. Open the class from the staff pages and pick a date.")
        }
        return occurrence
    }

    private func page(_ visit: Visit, occurrence: ClassOccurrence, typed: String = "", walkIn: String = "", error: String = "",
                      status: HTTPStatus = .ok) throws -> Response {
        let roster = try services.database.roster(classID: occurrence.scheduledClass.id, date: occurrence.date)
        let scheduled = occurrence.scheduledClass
        let member = { (entry: RosterEntry) -> TemplateValue in
            ["id": .string(String(entry.userID)), "name": .string(entry.firstName + " " + entry.lastName),
             "present": .bool(entry.checkedIn == .present), "no_show": .bool(entry.checkedIn == .noShow), "walk_in": .bool(entry.isWalkIn)]
        }
        return try services.pages.render("bookings/roster", [
            "title": .string("Roster: \(scheduled.classType), \(DateText.long(occurrence.date))"), "tab": "classes",
            "class": .dictionary(SchedulePages.occurrenceValue(occurrence, wod: nil)), "date_label": .string(DateText.long(occurrence.date)),
            "action": .string(Self.path(occurrence)), "walk_in_action": .string("/staff/classes/\(scheduled.id)/\(occurrence.date.iso)/walk-ins"),
            "capacity": .string(scheduled.booking.map { String($0.capacity) } ?? ""),
            "booked": .list(roster.filter { $0.state == .booked }.map(member)),
            "waitlist": .list(roster.filter { $0.state == .waitlisted }.map(member)),
            "notice": .string(walkIn), "typed": .string(typed), "error": .string(error),
        ], visit: visit, status: status)
    }
}
