import Domain
import XCTest

/// Strava's `activities.csv`: the name and kind of each activity, found by its file's name.
final class ActivityListTests: XCTestCase {
    /// The header as Strava's bulk export writes it (its repeated "Elapsed Time" and
    /// "Distance" too); the rows are invented.
    private static let strava = [
        "Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Max Heart Rate,"
            + "Relative Effort,Commute,Activity Private Note,Activity Gear,Filename,Athlete Weight,Bike Weight,Elapsed Time,Distance",
        #"101,"Mar 1, 2024, 7:02:11 AM",Morning Run,Run,,1800,5.02,171,40,false,,,activities/101.gpx.gz,,,1800,5020.1"#,
        #"102,"Mar 2, 2024, 6:15:00 PM","Zwift - Watopia, ""Volcano""",Virtual Ride,,3600,30.5,160,80,false,,,activities/102.fit.gz,,,3600,30500"#,
        #"103,"Mar 3, 2024, 8:00:00 AM",Pool,Swim,,2400,1.5,,,false,,,activities/103.fit.gz,,,2400,1500"#,
        #"104,"Mar 4, 2024, 9:00:00 AM",Trail loop,Trail Run,,3600,9.1,,,false,,,activities/104.gpx.gz,,,3600,9100"#,
        #"105,"Mar 5, 2024, 9:00:00 AM",Manual entry,Weight Training,,3600,0,,,false,,,,,,3600,0"#,
        #"106,"Mar 6, 2024, 9:00:00 AM",  ,  ,,600,1,,,false,,,activities/106.tcx.gz,,,600,1000"#,
        #"107,"Mar 7, 2024, 9:00:00 AM",Short row"#,
    ].joined(separator: "\r\n")

    func testNamesAndKindsByFile() {
        let list = ActivityList(csv: Array(Self.strava.utf8)[...])
        XCTAssertEqual(list.activity(forFile: "activities/101.gpx.gz"), .init(name: "Morning Run", sport: FileSport(kind: .run)))
        XCTAssertEqual(list.activity(forFile: "activities/102.fit.gz"), .init(name: #"Zwift - Watopia, "Volcano""#, sport: FileSport(kind: .ride, indoor: true)))
        XCTAssertEqual(list.activity(forFile: "activities/103.fit.gz"), .init(name: "Pool", sport: FileSport(kind: .other)))
        XCTAssertEqual(list.activity(forFile: "activities/104.gpx.gz"), .init(name: "Trail loop", sport: FileSport(kind: .run)))
        XCTAssertEqual(list.activity(forFile: "activities/106.tcx.gz"), .init(name: "", sport: nil), "blank name and type say nothing")
        XCTAssertNil(list.activity(forFile: ""), "a manual entry has no file")
        XCTAssertNil(list.activity(forFile: "activities/101.gpx"))
    }

    func testSportsOfStravasTypesAndOtherFilesWords() {
        let sports: [String: FileSport?] = [
            "Run": .init(kind: .run), "Virtual Run": .init(kind: .run, indoor: true), "Ride": .init(kind: .ride),
            "E-Bike Ride": .init(kind: .ride), "Mountain Bike Ride": .init(kind: .ride), "Gravel Ride": .init(kind: .ride),
            "Handcycle": .init(kind: .ride), "Walk": .init(kind: .walk), "Hike": .init(kind: .hike), "Rowing": .init(kind: .other),
            "Yoga": .init(kind: .other), "": nil, " - ": nil,
            // TCX `Sport`, GPX `type` as Garmin Connect and Strava write them.
            "Running": .init(kind: .run), "Biking": .init(kind: .ride), "Other": .init(kind: .other), "cycling": .init(kind: .ride),
            "VirtualRide": .init(kind: .ride, indoor: true), "indoor_cycling": .init(kind: .ride, indoor: true),
            "treadmill_running": .init(kind: .run, indoor: true), "hiking": .init(kind: .hike), "1": .init(kind: .ride), "9": .init(kind: .run),
        ]
        for (type, sport) in sports { XCTAssertEqual(FileSport(named: type), sport, type) }
        XCTAssertEqual(FileSport(kind: .ride, indoor: true).label, "Indoor ride")
    }

    func testAListWithoutItsColumnsListsNothing() {
        for csv in ["Activity ID,Activity Name\n101,Lakeside\n", "Aktivitäts-ID,Name der Aktivität,Dateiname\n1,Lauf,activities/1.gpx\n", "", "\"\n"] {
            XCTAssertTrue(ActivityList(csv: Array(csv.utf8)[...]).isEmpty, csv)
        }
    }
}
