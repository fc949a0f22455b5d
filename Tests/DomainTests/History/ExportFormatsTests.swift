import Domain
import XCTest

/// Issue 24: exports in every language and layout the apps write, and the same files after a
/// spreadsheet saved them again.
final class ExportFormatsTests: XCTestCase {
    private func day(_ iso: String) -> CalendarDate { CalendarDate(iso: iso)! }

    private func parse(_ text: String, unit: WeightUnit = .kg, order: DayMonthOrder? = nil,
                       zone: TimeZoneRules? = nil) throws(HistoryImportError) -> HistoryImport {
        try HistoryImporter.parse(Array(text.utf8), unit: unit, dayMonthOrder: order, timeZone: zone)
    }

    private func error(_ text: String) -> HistoryImportError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    func testStrongInFrenchAndGerman() throws {
        let french = try parse(TranslatedExportFixture.strongFrench)
        XCTAssertEqual(french.format, .strong)
        XCTAssertEqual(french.skipped, 1, "the cardio row")
        XCTAssertEqual(french.sets, [
            ImportedSet(date: day("2023-08-16"), exercise: "Bench Press (Dumbbell)", sets: 1, reps: 12, weight: 10, unit: .kg, kind: .warmup),
            ImportedSet(date: day("2023-08-16"), exercise: "Bench Press (Dumbbell)", sets: 1, reps: 8, weight: 20, unit: .kg,
                        rpe: RPE(8), comments: "Bien, \"lourd\""),
        ])
        let german = try parse(TranslatedExportFixture.strongGerman)
        XCTAssertEqual(german.format, .strong)
        XCTAssertEqual(german.sets.map(\.weight), [50, 52.5])
        XCTAssertEqual(german.sets.map(\.reps), [8, 6])
    }

    func testEveryLanguageOfTheHeaderTableIsRecognised() throws {
        let languages = [
            "Fecha,Nombre del entrenamiento,Duración,Nombre del ejercicio,Orden de la serie,Peso,Repeticiones,Distancia,Segundos,Notas,Notas del entrenamiento,RPE",
            "Data,Nome do treino,Duração,Nome do exercício,Ordem da série,Peso,Repetições,Distância,Segundos,Notas,Notas do treino,RPE",
            "Data,Nome dell'allenamento,Durata,Nome dell’esercizio,Ordine della serie,Peso,Rip.,Distanza,Secondi,Note,Note dell'allenamento,RPE",
            "Datum,Naam training,Duur,Naam oefening,Setvolgorde,Gewicht,Herh.,Afstand,Seconden,Notities,Trainingsnotities,RPE",
            "Дата,Название тренировки,Длительность,Название упражнения,Порядок подходов,Вес,Повторения,Расстояние,Секунды,Заметки,Заметки о тренировке,RPE",
            "日付,ワークアウト名,時間,種目名,セット順,重量,回数,距離,秒,メモ,ワークアウトメモ,RPE",
        ]
        for header in languages {
            let result = try parse(header + "\n2024-03-01 10:00:00,A,1h,Squat,1,100,5,0,0,,,\n")
            XCTAssertEqual(result.format, .strong, header)
            XCTAssertEqual(result.sets.map(\.weight), [100], header)
        }
    }

    func testStrongSixAndTheOlderLayouts() throws {
        let six = try parse(TranslatedExportFixture.strongSixSpanish, unit: .lb)
        XCTAssertEqual(six.sets.map(\.exercise), ["Chest Dip", "Press de banca"])
        XCTAssertEqual(six.sets.map(\.unit), [.kg, .kg], "the unit in the weight column's name wins over the form's")
        XCTAssertEqual(six.skipped, 1, "the rest timer")
        let old = try parse(TranslatedExportFixture.strong2015, unit: .lb)
        XCTAssertEqual(old.sets, [ImportedSet(date: day("2015-10-23"), exercise: "Incline Bench Press (Barbell)", sets: 1, reps: 8, weight: 135, unit: .lb)])
        let kgColumn = try parse(TranslatedExportFixture.strong2016, unit: .lb)
        XCTAssertEqual(kgColumn.sets.map(\.unit), [.kg, .kg], "a weight column named kg")
        XCTAssertEqual(kgColumn.sets.map(\.isWarmup), [false, false], "set order 0 is a working set")
    }

    func testHevyWithPortugueseMonthNames() throws {
        let result = try parse(TranslatedExportFixture.hevyPortuguese)
        XCTAssertEqual(result.rejectedCount, 0, "\(result.rejected)")
        XCTAssertEqual(result.sets.map(\.date), ["2026-05-05", "2026-05-05", "2023-08-07", "2024-02-01", "2024-09-02", "2024-10-03",
                                                  "2024-12-04", "2025-04-09"].map(day))
        XCTAssertEqual(result.sets.first?.isWarmup, true)
    }

    func testMonthNamesOfOtherLanguages() throws {
        let dates = ["12 Okt 2024, 18:00": "2024-10-12", "3 mars 2024, 09:00": "2024-03-03", "3 janv. 2024": "2024-01-03",
                     "5 de mayo de 2026, 07:34": "2026-05-05", "1 gen 2025, 10:00": "2025-01-01", "7 mrt 2025": "2025-03-07",
                     "5 мая 2026 г., 07:34": "2026-05-05", "9 déc. 2023": "2023-12-09", "Jun 11, 2026, 1:01 PM": "2026-06-11",
                     "2026年5月5日 07:34": "2026-05-05", "2026년 5월 5일 오전 7:34": "2026-05-05"]
        for (written, iso) in dates {
            let row = "\"A\",\"\(written)\",\"\",\"\",\"Squat\",,\"\",0,\"normal\",100,5,,,"
            let result = try parse(HevyFixture.header + "\n" + row + "\n")
            XCTAssertEqual(result.sets.first?.date, day(iso), written)
        }
    }

    /// A row of 11 fields under a 14-field header once put the weight into the reps.
    func testARowWithMoreOrFewerFieldsThanTheHeaderIsRejected() throws {
        let short = "\"A\",\"15 Jan 2023, 08:30\",\"\",\"\",\"Squat\",,\"\",0,\"normal\",100,5"
        let long = "\"A\",\"15 Jan 2023, 08:30\",\"\",\"\",\"Squat\",,\"\",0,\"normal\",100,5,,,,,"
        let good = "\"A\",\"15 Jan 2023, 08:30\",\"\",\"\",\"Squat\",,\"\",0,\"normal\",100,5,,,"
        let result = try parse([HevyFixture.header, good, short, long, good].joined(separator: "\n") + "\n")
        XCTAssertEqual(result.sets.count, 2)
        XCTAssertEqual(result.rejected.map(\.description), ["line 3: the row has 11 fields, the header 14", "line 4: the row has 16 fields, the header 14"])
    }

    /// Most rows refused for one reason: the file is refused with it rather than imported with holes.
    func testAFileMostOfWhoseRowsFailForOneReasonIsRefused() throws {
        let rows = (1...5).map { "\"A\",\"\($0) Foo 2026, 07:34\",\"\",\"\",\"Squat\",,\"\",0,\"normal\",100,5,,," }
        let good = "\"A\",\"15 Jan 2023, 08:30\",\"\",\"\",\"Squat\",,\"\",0,\"normal\",100,5,,,"
        let result = try parse(([HevyFixture.header, good] + rows).joined(separator: "\n") + "\n")
        let refusal = try XCTUnwrap(result.refusal)
        XCTAssertEqual(refusal, .mostRowsRefused(refused: 5, rows: 6,
                                                 example: RejectedRow(line: 3, reason: "date '1 Foo 2026, 07:34' is not in the form 15 Jan 2023, 08:30")))
        XCTAssertTrue(refusal.message.hasPrefix("Nothing was imported: 5 of the file's 6 rows were refused for the same reason, first line 3: date"),
                      refusal.message)
        // Two different reasons, neither most of the rows: imported, with the rows listed.
        let mixed = try parse([HevyFixture.header, good, good, rows[0], "\"A\",\"15 Jan 2023\",\"\",\"\",\"Squat\",,\"\",0,\"normal\",100,ten,,,"]
            .joined(separator: "\n") + "\n")
        XCTAssertNil(mixed.refusal)
        XCTAssertEqual(mixed.rejectedCount, 2)
    }

    func testFitbodOf2019AndTheMultiplier() throws {
        let old = try parse(TranslatedExportFixture.fitbod2019, unit: .lb)
        XCTAssertEqual(old.format, .fitbod)
        XCTAssertEqual(old.sets, [
            ImportedSet(date: day("2019-03-12"), exercise: "Barbell Bench Press", sets: 3, reps: 5, weight: 135, unit: .lb),
            ImportedSet(date: day("2019-03-12"), exercise: "Barbell Bench Press", sets: 1, reps: 10, weight: 45, unit: .lb, kind: .warmup,
                        comments: "warm up"),
        ])
        let today = try parse(TranslatedExportFixture.fitbodDumbbells)
        XCTAssertEqual(today.sets.map(\.weight), [7.937875915123695, 60], "kept as logged: per hand")
        XCTAssertEqual(today.sets.map(\.comments), ["Weight per hand (Fitbod multiplier 2).", "Slow"])
    }

    func testFitbodTimesAreUTCAndTheDayIsTheLiftersOwn() throws {
        let tokyo = try TimeZoneRules(tzif: TZifFixture.file("Asia/Tokyo"))
        let newYork = try TimeZoneRules(tzif: TZifFixture.file("America/New_York"))
        XCTAssertEqual(try parse(TranslatedExportFixture.fitbodDumbbells, zone: tokyo).sets.first?.date, day("2022-01-06"))
        XCTAssertEqual(try parse(TranslatedExportFixture.fitbodDumbbells, zone: newYork).sets.first?.date, day("2022-01-05"))
        XCTAssertEqual(try parse(TranslatedExportFixture.fitbodDumbbells).sets.first?.date, day("2022-01-05"), "no zone: as written")
        // Strong writes local times without an offset: the day as written, whatever the zone.
        XCTAssertEqual(try parse(TranslatedExportFixture.strongGerman, zone: tokyo).sets.first?.date, day("2018-07-17"))
    }

    func testFitNotes() throws {
        let result = try parse(TranslatedExportFixture.fitNotes)
        XCTAssertEqual(result.format, .fitnotes)
        XCTAssertEqual(result.skipped, 1, "the cardio row")
        XCTAssertEqual(result.sets, [
            ImportedSet(date: day("2024-04-25"), exercise: "Seated Machine Fly", sets: 1, reps: 8, weight: 50, unit: .kg),
            ImportedSet(date: day("2024-04-25"), exercise: "Flat Dumbbell Bench Press", sets: 1, reps: 12, weight: 35, unit: .lb, comments: "warm up"),
        ])
    }

    /// FitNotes after a spreadsheet in a German locale saved it: a byte order mark, CR LF,
    /// semicolons, decimal commas and dates as 12.09.2022.
    func testASpreadsheetRoundTrip() throws {
        let saved = "\u{FEFF}Date;Exercise;Category;Weight;Weight Unit;Reps;Distance;Distance Unit;Time;Comment\r\n"
            + "12.09.2022;Squat;Legs;102,5;kgs;5;;;;\r\n"
            + "13.09.2022;Squat;Legs;105;kgs;3;;;;\r\n"
            + "03.10.2022;Squat;Legs;107,5;kgs;1;;;;\r\n"
        let result = try parse(saved)
        XCTAssertEqual(result.sets.map(\.date), [day("2022-09-12"), day("2022-09-13"), day("2022-10-03")])
        XCTAssertEqual(result.sets.map(\.weight), [102.5, 105, 107.5])
    }

    func testTheDayMonthOrderComesFromTheWholeFile() throws {
        let header = "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment\n"
        // Only the last date tells: 9/13 can only be month first.
        let monthFirst = try parse(header + "9/12/2022 18:35,Squat,Legs,100,kgs,5,,,,\n9/13/2022 18:35,Squat,Legs,100,kgs,5,,,,\n")
        XCTAssertEqual(monthFirst.sets.map(\.date), [day("2022-09-12"), day("2022-09-13")])
        let dayFirst = try parse(header + "9/12/2022 18:35,Squat,Legs,100,kgs,5,,,,\n13/12/2022,Squat,Legs,100,kgs,5,,,,\n")
        XCTAssertEqual(dayFirst.sets.map(\.date), [day("2022-12-09"), day("2022-12-13")])
        // Nothing tells: the lifter is asked, and the answer is used.
        let ambiguous = header + "9/12/2022 18:35,Squat,Legs,100,kgs,5,,,,\n10/11/2022,Squat,Legs,100,kgs,5,,,,\n"
        XCTAssertEqual(error(ambiguous), .ambiguousDayMonth(example: "9/12/2022 18:35"))
        XCTAssertEqual(try parse(ambiguous, order: .dayFirst).sets.map(\.date), [day("2022-12-09"), day("2022-11-10")])
        XCTAssertEqual(try parse(ambiguous, order: .monthFirst).sets.map(\.date), [day("2022-09-12"), day("2022-10-11")])
        // A date the decided order cannot read is a rejected row, not a guess.
        let conflicting = try parse(header + "13/12/2022,Squat,Legs,100,kgs,5,,,,\n12/13/2022,Squat,Legs,100,kgs,5,,,,\n")
        XCTAssertEqual(conflicting.rejected.map(\.description), ["line 3: date '12/13/2022' is not a real date"])
        // A file whose first date is ISO is not searched for an order: a numeric date later is refused.
        let iso = try parse(header + "2022-09-12,Squat,Legs,100,kgs,5,,,,\n9/12/2022,Squat,Legs,100,kgs,5,,,,\n")
        XCTAssertEqual(iso.rejected.map(\.description), ["line 3: date '9/12/2022' is not in the form 2024-04-25"])
    }

    func testDayMonthOrderFromTheForm() {
        XCTAssertEqual(try HistoryImportOptions.parse(format: nil, unit: nil, dateOrder: "mdy", defaultUnit: .kg).get().dayMonthOrder, .monthFirst)
        XCTAssertNil(try HistoryImportOptions.parse(format: nil, unit: nil, dateOrder: "auto", defaultUnit: .kg).get().dayMonthOrder)
        guard case .failure(let errors) = HistoryImportOptions.parse(format: nil, unit: nil, dateOrder: "ymd", defaultUnit: .kg) else {
            return XCTFail("an unknown order is refused")
        }
        XCTAssertEqual(errors.message(for: "date_order"), "Choose day first or month first.")
    }
}
