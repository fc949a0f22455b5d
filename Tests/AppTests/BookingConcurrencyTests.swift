import Domain
import Foundation
import SQLite
import Storage
import Synchronization
import TestClient
import TestSupport
import XCTest

/// Booking's one hard rule against the real binary: 50 members pressing "Book" at once for
/// the last 5 places end with exactly 5 booked and 45 waitlisted in the order their requests
/// were taken, each answer saying which, and nobody twice.
final class BookingConcurrencyTests: XCTestCase {
    private var folder = ""

    override func setUp() { folder = TestApp.temporaryFolder() }
    override func tearDown() { TemporaryFolder(existing: folder).remove() }

    func testFiftyConcurrentBookingsForFivePlacesBookFiveAndQueueFortyFiveInOrder() throws {
        let (classID, date) = try classWithFivePlaces()
        let server = try ServerProcess(folder: folder, arguments: ["--signups-per-hour", "1000"])
        defer { server.stop() }
        let port = server.port
        let members = try signUpMembers(50, port: port, schedule: "/schedule?date=\(date.iso)")
        let path = "/schedule/classes/\(classID)/\(date.iso)/booking"
        // Every connection open and every request written before any answer is read.
        let clients = try members.map { _ in try TestClient(port: port) }
        let started = Date()
        for (client, member) in zip(clients, members) {
            let body = "csrf_token=\(member.token)"
            try client.send("POST \(path) HTTP/1.1\r\nHost: localhost\r\nCookie: \(member.cookie)\r\n"
                + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
        }
        var answers: [(email: String, location: String, text: String)] = []
        for (client, member) in zip(clients, members) {
            let reply = try client.readReply(method: "POST")
            XCTAssertEqual(reply.status, 303, reply.text)
            answers.append((member.email, reply.header("Location") ?? "", reply.text))
        }
        print("50 concurrent bookings answered in \(Int(Date().timeIntervalSince(started) * 1_000)) ms")
        let booked = answers.filter { $0.location.contains("booking=booked") }
        let waiting = answers.filter { $0.location.contains("booking=waitlisted") }
        XCTAssertEqual(booked.count, 5)
        XCTAssertEqual(waiting.count, 45)
        XCTAssertTrue(booked.allSatisfy { $0.text == "You are booked.\n" })
        // Each waiting answer names a different position, 1 to 45, and the stored waitlist is
        // in that order: the order the server took the requests in.
        let positions = waiting.map { Int($0.location.components(separatedBy: "position=")[1].prefix { $0.isNumber }) ?? 0 }
        XCTAssertEqual(positions.sorted(), Array(1...45))
        for (answer, position) in zip(waiting, positions) {
            XCTAssertEqual(answer.text, "The class is full: you are number \(position) on the waitlist.\n")
        }
        let database = try Connection(path: folder + "/data.sqlite", mode: .readOnly)
        let stored = try database.prepare("""
            SELECT u.email, b.state FROM bookings b JOIN users u ON u.id = b.user_id WHERE b.class_id = ? AND b.date = ? ORDER BY b.sequence
            """).all([classID, date.iso]) { ($0.string(0), $0.string(1)) }
        XCTAssertEqual(stored.count, 50, "one row per member")
        XCTAssertEqual(Set(stored.filter { $0.1 == "booked" }.map(\.0)), Set(booked.map(\.email)))
        let queue = stored.filter { $0.1 == "waitlisted" }.map(\.0)
        XCTAssertEqual(queue, zip(waiting, positions).sorted { $0.1 < $1.1 }.map(\.0.email), "the waitlist is in the answers' order")
    }

    /// A class tomorrow with 5 places, stored before the server starts.
    private func classWithFivePlaces() throws -> (Int64, CalendarDate) {
        let database = try Database(path: folder + "/data.sqlite")
        defer { database.close() }
        guard case .saved(let place) = try database.saveLocation(id: nil, LocationInput.parse(name: "Downtown", address: "").get()),
              case .saved(let type) = try database.saveClassType(id: nil, ClassTypeInput.parse(name: "A10", description: "").get()) else {
            throw XCTSkip("could not set up the gym")
        }
        let today = TimeZoneRules.utc.localDate(atUnixTime: Int(Date().timeIntervalSince1970))
        let date = today.adding(days: 1)
        let input = ClassInput(classTypeID: type, locationID: place, coach: "", weekday: Weekday(date), starts: ClockTime(hour: 23, minute: 0)!,
                               ends: ClockTime(hour: 23, minute: 45)!, firstDate: today, lastDate: nil, booking: BookingPolicy(capacity: 5))
        return (try XCTUnwrap(database.saveClass(id: nil, input)), date)
    }

    private struct Member: Sendable {
        let email: String
        let cookie: String
        let token: String
    }

    /// Signs up `count` members, four at a time, each with the schedule page's form token.
    private func signUpMembers(_ count: Int, port: UInt16, schedule: String) throws -> [Member] {
        let members = Mutex<[Int: Member]>([:])
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: count) { index in
            do {
                var jar = CookieJar()
                let email = "member\(index)@example.com"
                let signup = try jar.get(port, "/signup")
                try jar.post(port, "/signup", "email=member\(index)%40example.com&password=correct+horse+battery&first_name=M\(index)&last_name=Tester&birth_date=1990-01-01&csrf_token=\(signup.csrf)")
                let page = try jar.get(port, schedule)
                members.withLock { $0[index] = Member(email: email, cookie: jar.cookieHeader, token: page.csrf) }
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        XCTAssertEqual(failures.withLock { $0 }, [])
        return members.withLock { all in (0..<count).compactMap { all[$0] } }
    }
}
