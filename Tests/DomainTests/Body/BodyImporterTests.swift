@testable import Domain
import TestSupport
import XCTest

/// The body import with the real exports in `shared/fixtures/real/body/` (see PROVENANCE.md).
final class BodyImporterTests: XCTestCase {
    private let today = CalendarDate(iso: "2026-11-30")!

    private func real(_ name: String) throws -> [UInt8] {
        let bytes = SharedFixture.bytes("real/body/" + name)
        try XCTSkipUnless(bytes != nil, "shared/fixtures/real/body/ is not beside the checkout")
        return bytes ?? []
    }

    private func read(_ bytes: [UInt8], unit: WeightUnit = .kg, pieceSize: Int? = nil) throws -> BodyImport {
        let export = pieceSize.map { size in
            ExportBytes(count: bytes.count, pieceSize: size) { offset, count in bytes[offset..<min(bytes.count, offset + count)] }
        } ?? ExportBytes(bytes[...])
        return try BodyImporter.read(export, unit: unit, today: today)
    }

    private func failure(_ bytes: [UInt8]) -> BodyImportError? {
        do {
            _ = try read(bytes)
            return nil
        } catch {
            return error as? BodyImportError
        }
    }

    func testWithingsEnglishExportEveryRowWithFatMassAsAPercentage() throws {
        let result = try read(real("withings-weight-kg-F041.csv"))
        XCTAssertEqual(result.format, .withings)
        XCTAssertEqual(result.weighIns.count, 710)
        XCTAssertEqual(result.refusedCount, 0)
        let newest = try XCTUnwrap(result.weighIns.first)
        XCTAssertEqual(newest.takenAt.text, "2019-09-23 21:37:34")
        XCTAssertEqual(newest.weight, 62.71)
        XCTAssertEqual(newest.unit, .kg)
        // 8.93 kg of fat in 62.71 kg: 14.24 %.
        XCTAssertEqual(newest.bodyFat, 14.24)
        XCTAssertEqual(result.weighIns.filter { $0.bodyFat == nil }.count, 5, "5 rows without fat mass")
        XCTAssertEqual(result.weighIns.map(\.weight).min(), 57.48)
        XCTAssertEqual(result.weighIns.map(\.weight).max(), 64.86)
    }

    func testWithingsGermanHeader() throws {
        let result = try read(real("withings-weight-de-header-Handballfreak.csv"))
        XCTAssertEqual(result.format, .withings)
        XCTAssertEqual(result.weighIns.map { "\($0.takenAt) \($0.weight)" },
                       ["2019-12-28 13:32:55 83.0", "2019-12-28 11:59:12 83.0", "2019-12-28 11:43:31 83.0"])
        XCTAssertEqual(result.weighIns.compactMap(\.bodyFat), [])
    }

    func testFitbitPoundsTakeTheFormsUnit() throws {
        let result = try read(real("fitbit-weight-json-lb-aria-api-danlsn.json"), unit: .lb)
        XCTAssertEqual(result.format, .fitbit)
        XCTAssertEqual(result.assumedUnit, .lb)
        XCTAssertEqual(result.weighIns.count, 21)
        let first = try XCTUnwrap(result.weighIns.first)
        XCTAssertEqual(first.takenAt.text, "2017-07-05 12:44:00")
        XCTAssertEqual(first.weight, 193.9)
        XCTAssertEqual(first.unit, .lb)
        XCTAssertEqual(first.bodyFat, 24.0, "24.00200080871582 to the hundredth")
        XCTAssertEqual(result.weighIns[1].takenAt.text, "2017-07-05 23:59:59")
        let older = try read(real("fitbit-weight-json-nosource-danlsn.json"), unit: .lb)
        XCTAssertEqual(older.weighIns.map { "\($0.date) \($0.weight)" }, ["2015-05-18 191.8", "2015-05-20 191.8", "2015-05-29 195.1"])
        XCTAssertEqual(older.weighIns.map(\.bodyFat), [nil, nil, 26.3])
    }

    /// The same pounds taken as kilograms would be 193.9 kg: in range, so only the lifter's
    /// choice tells them apart, and a choice of kg refuses nothing here.
    func testFitbitInKilogramsIsTheLiftersChoice() throws {
        // Read first: a skip thrown inside an assertion would count as a failure.
        let export = try real("fitbit-weight-json-nosource-danlsn.json")
        XCTAssertEqual(try read(export, unit: .kg).weighIns.first?.unit, .kg)
    }

    func testAppleHealthWithoutWeightSaysSo() throws {
        let stepsOnly = try real("apple-health-v8-steps-only-rgosdin.xml")
        XCTAssertEqual(failure(stepsOnly), .nothingFound(.appleHealth))
        XCTAssertEqual(BodyImportError.nothingFound(.appleHealth).message.hasPrefix("There are no weigh-ins in this export"), true)
    }

    func testAppleHealthRecordsAddedToTheRealExportInSmallPiecesAndZipped() throws {
        let records = [
            AppleHealthFixture.record("BodyMass", "kg", "82.4", "2019-06-17 07:49:48 -0400"),
            AppleHealthFixture.record("BodyFatPercentage", "%", "0.185", "2019-06-17 07:49:48 -0400"),
            AppleHealthFixture.record("BodyMass", "lb", "180", "2019-06-18 07:10:00 -0400"),
            AppleHealthFixture.record("WaistCircumference", "cm", "84", "2019-06-18 07:10:00 -0400"),
            AppleHealthFixture.record("BodyMass", "kg", "8.2", "2019-06-19 07:00:00 -0400"),
            AppleHealthFixture.record("BodyFatPercentage", "%", "0.2", "2019-06-25 07:00:00 -0400"),
        ]
        let xml = AppleHealthFixture.adding(records, to: try real("apple-health-v8-steps-only-rgosdin.xml"))
        let zip = ArchiveFixture.zip([.folder("apple_health_export"), ArchiveFixture.Entry("apple_health_export/export_cda.xml", "<x/>"),
                                      ArchiveFixture.Entry("apple_health_export/export.xml", xml)])
        for (bytes, pieces) in [(xml, nil), (xml, 4_099), (zip, nil), (zip, 1_000)] as [([UInt8], Int?)] {
            let result = try read(bytes, pieceSize: pieces)
            XCTAssertEqual(result.format, .appleHealth)
            XCTAssertEqual(result.weighIns.map { "\($0.takenAt) \($0.weight) \($0.unit) \($0.bodyFat.map { String($0) } ?? "-")" },
                           ["2019-06-17 07:49:48 82.4 kg 18.5", "2019-06-18 07:10:00 180.0 lb -"])
            XCTAssertEqual(result.measurements.map { "\($0.takenAt) \($0.name) \($0.value) \($0.unit)" }, ["2019-06-18 07:10:00 waist 84.0 cm"])
            XCTAssertEqual(result.refused.map(\.reason), ["the weight 8.2 kg is not from 20 to 400 kg", "there is no weigh-in on that day to keep it with"])
        }
    }

    func testAppleHealthRefusesEntitiesAndOtherXML() throws {
        let entity = Array("""
            <?xml version="1.0"?><!DOCTYPE HealthData [<!ENTITY a "aaaaaaaa"><!ELEMENT HealthData ANY>]><HealthData>&a;</HealthData>
            """.utf8)
        XCTAssertEqual(failure(entity), .xml("its DOCTYPE declares or uses entities, which this import does not expand; export it again from the Health app"))
        XCTAssertEqual(failure(Array("<gpx><trk/></gpx>".utf8)), .xml("the root element is not HealthData: this is not an Apple Health export"))
        XCTAssertEqual(failure(Array("<HealthData><Record type=\"x\"/>".utf8)), .xml("the file ends before </HealthData>: was it cut short?"))
        XCTAssertEqual(failure(ArchiveFixture.zip([ArchiveFixture.Entry("a.txt", "hello")])), .noHealthExport)
    }

    /// A `Correlation`'s records repeat top-level ones (the DTD's note), and a record in a
    /// comment or CDATA section is no record; a wanted one's attributes have their references
    /// resolved, whatever their order and quotes.
    func testAppleHealthScannerTakesOnlyTopLevelRecords() throws {
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE HealthData [ <!ATTLIST Record note CDATA "a ] > b"> ]>
            <HealthData>
             <Correlation type="HKCorrelationTypeIdentifierBloodPressure">
              <Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" value="70" startDate="2020-01-01 08:00:00 +0000"/>
             </Correlation>
             <!-- <Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" value="71" startDate="2020-01-01 09:00:00 +0000"/> -->
             <![CDATA[ <Record type="HKQuantityTypeIdentifierBodyMass"/> ]]>
             <Record value='72.5' startDate='2020-01-02 07:00:00 +0000' unit="k&#x67;" type="HKQuantityTypeIdentifierBodyMass" device="&lt;&lt;x&gt;&gt;"></Record>
            </HealthData>
            """
        var scanner = AppleHealthScanner(types: ["HKQuantityTypeIdentifierBodyMass"])
        var records: [AppleHealthScanner.Record] = []
        try scanner.feed(Array(xml.utf8)[...]) { records.append($0) }
        try scanner.finish()
        XCTAssertEqual(records, [AppleHealthScanner.Record(type: "HKQuantityTypeIdentifierBodyMass", unit: "kg", value: "72.5",
                                                           startDate: "2020-01-02 07:00:00 +0000")])
    }

    func testGarminConnectWeightCSV() throws {
        let csv = """
            Time,Weight,Change,BMI,Body Fat,Skeletal Muscle Mass,Bone Mass,Body Water,
            " Dec 31, 2022",
            "7:03 AM",80.5 kg,0.2 kg,24.1,20.1 %,--,--,--,
            "9:15 PM",80.9 kg,0.4 kg,24.2,--,--,--,--,
            " Jan 2, 2023",
            "12:30 AM",177.5 lbs,--,24.0,--,--,--,--,
            "noon",80 kg,--,--,--,--,--,--,
            """
        let result = try read(Array(csv.utf8))
        XCTAssertEqual(result.format, .garmin)
        XCTAssertEqual(result.weighIns.map { "\($0.takenAt) \($0.weight) \($0.unit) \($0.bodyFat.map { String($0) } ?? "-")" },
                       ["2022-12-31 07:03:00 80.5 kg 20.1", "2022-12-31 21:15:00 80.9 kg -", "2023-01-02 00:30:00 177.5 lb -"])
        XCTAssertEqual(result.refused, [BodyRefusal(place: "line 7", reason: "“noon” is neither a date such as Dec 31, 2022 nor a time such as 7:03 AM")])
    }

    func testUnknownAndEmptyFiles() {
        XCTAssertEqual(failure([]), .empty)
        XCTAssertEqual(failure(Array("  \n".utf8)), .empty)
        XCTAssertEqual(failure(Array("Date,Exercise Name,Weight\n".utf8)), .unknownFormat)
        XCTAssertEqual(failure(Array("Date,\"Weight (kg)\"\n".utf8)), .nothingFound(.withings))
        XCTAssertEqual(failure(Array("Date,\"Weight (kg)\"\n\"2030-01-01 10:00:00\",80\n".utf8)), nil, "refused, not nothing: the report says why")
    }
}
