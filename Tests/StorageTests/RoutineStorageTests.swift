import Domain
import SQLite
import Storage
import XCTest

/// Routines in the database: whose they are, what an edit keeps, and what moves the data version.
final class RoutineStorageTests: StorageTestCase {
    private let squat = RoutineExercise(lift: "Back Squat", sets: 3, reps: .exactly(5), load: .weight(100, .kg), unit: .kg, restSeconds: 180,
                                        note: "belt", rule: .linear(increment: 2.5))
    private let press = RoutineExercise(lift: "Press", sets: 3, reps: .range(8, 12), load: .percentOfTrainingMax(75), unit: .lb,
                                        rule: .wave(trainingMax: 135, cycleIncrement: 5))

    func testARoutineReadsBackAsWrittenAndOnlyForItsUser() throws {
        let ada = try makeUser("ada@example.com"), eve = try makeUser("eve@example.com")
        let routine = Routine(name: "Strength", days: [RoutineDay(name: "A", exercises: [squat, press]), RoutineDay(name: "B", exercises: [squat])])
        let id = try XCTUnwrap(database.addRoutine(userID: ada.id, routine))
        XCTAssertEqual(try database.routine(userID: ada.id, id: id)?.routine, routine)
        XCTAssertEqual(try database.routine(userID: ada.id, id: id)?.day(at: 2)?.name, "B")
        XCTAssertNil(try database.routine(userID: eve.id, id: id))
        XCTAssertNil(try database.routine(userID: nil, id: id), "not a program")
        XCTAssertFalse(try database.updateRoutine(userID: eve.id, id: id, Routine(name: "Mine", days: [])))
        XCTAssertFalse(try database.deleteRoutine(userID: eve.id, id: id))
        XCTAssertEqual(try database.routines(userID: eve.id), [])
        XCTAssertEqual(try database.routines(userID: ada.id).map(\.name), ["Strength"])
    }

    func testWritesMoveTheOwnersDataVersionSoTheirPagesAreBuiltAgain() throws {
        let ada = try makeUser("ada@example.com")
        let version = { try self.count("SELECT data_version FROM users WHERE id = \(ada.id)") }
        let start = try version()
        let id = try XCTUnwrap(database.addRoutine(userID: ada.id, Routine(name: "Strength", days: [RoutineDay(name: "A", exercises: [squat])])))
        let added = try version()
        XCTAssertGreaterThan(added, start)
        var changed = squat
        changed.sets = 5
        XCTAssertTrue(try database.updateRoutine(userID: ada.id, id: id, Routine(name: "Strength", days: [RoutineDay(name: "A", exercises: [changed])])))
        XCTAssertGreaterThan(try version(), added, "an edit moves it")
    }

    func testLoggedSetsStayTheExercisesHistoryAcrossAnEditAndAreReadAsSingleSets() throws {
        let ada = try makeUser("ada@example.com")
        let id = try XCTUnwrap(database.addRoutine(userID: ada.id, Routine(name: "S", days: [RoutineDay(name: "A", exercises: [squat, press])])))
        let exercise = try XCTUnwrap(database.routine(userID: ada.id, id: id)?.days[0].exercises[0].id)
        let input = WorkoutInput(date: CalendarDate(iso: "2024-03-01")!, lift: "Back Squat", weight: 100, unit: .kg, reps: 5, sets: 1, comments: "")
        XCTAssertTrue(try database.logRoutineSets(userID: ada.id, routineID: id, [.init(exerciseID: exercise, input: input, clientID: nil),
                                                                                  .init(exerciseID: exercise, input: input, clientID: nil)]))
        // The press moves first and the squat changes: the squat keeps its id and its sets.
        var heavier = squat
        heavier.load = .weight(110, .kg)
        XCTAssertTrue(try database.updateRoutine(userID: ada.id, id: id, Routine(name: "S", days: [RoutineDay(name: "A", exercises: [press, heavier])])))
        let after = try XCTUnwrap(database.routine(userID: ada.id, id: id)?.days[0].exercises)
        XCTAssertEqual(after[1].id, exercise)
        XCTAssertEqual(try database.routineHistory(userID: ada.id, exerciseIDs: [exercise])[exercise]?.count, 2)
        let eve = try makeUser("eve@example.com")
        XCTAssertFalse(try database.logRoutineSets(userID: eve.id, routineID: id, [.init(exerciseID: exercise, input: input, clientID: nil)]))
        XCTAssertEqual(try database.routineHistory(userID: eve.id, exerciseIDs: [exercise]), [:])
    }

    func testACopiedProgramIsWholeAndNamesWhereItCameFrom() throws {
        let ada = try makeUser("ada@example.com")
        let program = try XCTUnwrap(database.addRoutine(userID: nil, Routine(name: "5x5", days: [RoutineDay(name: "A", exercises: [squat])])))
        let copy = try XCTUnwrap(database.copyProgram(userID: ada.id, programID: program))
        XCTAssertTrue(try database.updateRoutine(userID: nil, id: program, Routine(name: "3x5", days: [RoutineDay(name: "A", exercises: [press])])))
        let stored = try XCTUnwrap(database.routine(userID: ada.id, id: copy))
        XCTAssertEqual(stored.copiedFrom, program)
        XCTAssertEqual(stored.routine, Routine(name: "5x5", days: [RoutineDay(name: "A", exercises: [squat])]))
        XCTAssertNil(try database.copyProgram(userID: ada.id, programID: copy), "a member's routine is no program")
    }
}
