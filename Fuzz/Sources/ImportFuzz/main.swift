import Domain

/// libFuzzer entry point for the history import. Each input is read by the CSV reader with
/// both separators and imported in every format and by detection, with the day/month order
/// decided from the file or given as the form gives it; it stops on a crash, a hang, a
/// memory error, or a broken promise: a field outside its record or the input, line numbers
/// going back, a set outside the ranges the workout form allows, more rejected rows kept than
/// the cap, an estimate that is not a positive finite number, a refusal whose counts do not
/// add up, or sets that do not come back the same through our own CSV export.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    checkRecords(input, separator: UInt8(ascii: ","))
    checkRecords(input, separator: UInt8(ascii: ";"))
    // The unit, the zone and the date order depend on the input, so each is reached and a
    // crash replays the same way.
    let last = size > 0 ? input[size - 1] : 0
    let unit: WeightUnit = last & 1 == 1 ? .lb : .kg
    let zone: TimeZoneRules? = last & 2 == 2 ? .utc : nil
    let order: DayMonthOrder? = [nil, .dayFirst, .monthFirst][Int(last >> 2) % 3]
    for format in [nil] + ImportFormat.allCases.map(Optional.some) {
        do {
            let result = try HistoryImporter.parse(input, format: format, unit: unit, dayMonthOrder: order, timeZone: zone)
            check(result)
            if format == nil {
                checkExport(result.sets)
                checkPieces(input, result, unit: unit, order: order, zone: zone)
            }
        } catch {
            checkError(error, chosenOrder: order)
            // Asked for the order: the lifter's answer is read too.
            if case .ambiguousDayMonth = error, let answered = try? HistoryImporter.parse(input, format: format, unit: unit,
                                                                                           dayMonthOrder: .dayFirst, timeZone: zone) {
                check(answered)
            }
        }
    }
    return 0
}

/// The lifter is asked for the order only when they have not given one; every message is short.
func checkError(_ error: HistoryImportError, chosenOrder: DayMonthOrder?) {
    if case .ambiguousDayMonth = error { require(chosenOrder == nil, "asked for the order after choosing \(chosenOrder!)") }
    require(error.message.count < 1_000, "a message of \(error.message.count) characters")
}

/// Issue 24's round trip: the sets written by `WorkoutCSV` read back as the same sets,
/// kinds, RPEs, superset groups, sessions and exact weights included (issue 36).
func checkExport(_ sets: [ImportedSet]) {
    guard !sets.isEmpty else { return }
    // A stored entry always has a source: an imported set without one takes the form's.
    let sets = sets.map { set in
        ImportedSet(date: set.date, exercise: set.exercise, sets: set.sets, reps: set.reps, weight: set.weight, unit: set.unit,
                    kind: set.kind, rpe: set.rpe, group: set.group, comments: set.comments, source: set.source ?? .form, session: set.session)
    }
    let csv = WorkoutCSV.header + sets.map { set in
        WorkoutCSV.row(WorkoutEntry(id: 0, date: set.date, lift: set.exercise, weight: set.weight, unit: set.unit, reps: set.reps,
                                    sets: set.sets, comments: set.comments, source: set.source ?? .form, kind: set.kind, rpe: set.rpe,
                                    group: set.group), session: set.session)
    }.joined()
    guard let back = try? HistoryImporter.parse(Array(csv.utf8), format: .liftinglog, unit: .kg) else {
        return require(false, "our export of \(sets.count) sets does not read")
    }
    require(back.sets == sets, "the export reads back as \(back.sets.first { !sets.contains($0) }.map(String.init(describing:)) ?? "other sets")")
}

/// `input` read `size` bytes at a time, each piece an array of its own as a file's would be.
func pieces(_ input: [UInt8], size: Int) -> ExportBytes {
    ExportBytes(count: input.count, pieceSize: size) { offset, count in Array(input[offset..<min(input.count, offset + count)])[...] }
}

/// A piece size from the input, so a crash replays the same way.
func pieceSize(_ input: [UInt8]) -> Int {
    1 + input.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFF } % 97
}

/// The import read in pieces (an upload in a file) finds what it finds read whole.
func checkPieces(_ input: [UInt8], _ whole: HistoryImport, unit: WeightUnit, order: DayMonthOrder?, zone: TimeZoneRules?) {
    guard let export = try? HistoryImporter.open(pieces(input, size: pieceSize(input)), unit: unit, dayMonthOrder: order, timeZone: zone) else {
        return require(false, "read in pieces, the file that opened whole does not open")
    }
    var sets: [ImportedSet] = []
    let streamed = HistoryImporter.read(export) { sets.append($0) }
    require(sets == whole.sets && streamed.skipped == whole.skipped && streamed.rejected == whole.rejected, "read in pieces of \(pieceSize(input)), other sets")
}

/// Reads the input as a slice that starts past 0 and ends before its array does, as an
/// upload inside a request's body lies: no field may reach outside it.
func checkRecords(_ input: [UInt8], separator: UInt8) {
    let body = Array("--x\r\n".utf8) + input + Array("\r\n--x--".utf8)
    let slice = body[5..<(5 + input.count)]
    var reader = CSVReader(slice, separator: separator)
    var lastLine = 0
    while let record = reader.next() {
        require(record.line > lastLine, "record on line \(record.line) after line \(lastLine)")
        require(record.count >= 1 && record.count <= CSVReader.maxFields, "\(record.count) fields")
        var end = slice.startIndex
        for (index, field) in record.fields.enumerated() {
            require(field.range.lowerBound >= end && field.range.upperBound <= slice.endIndex, "field \(index) at \(field.range)")
            end = field.range.upperBound
            _ = record.text(index)
        }
        lastLine = record.line
    }
    var whole = CSVReader(slice, separator: separator)
    var stream = CSVStream(pieces(input, size: pieceSize(input)), separator: separator)
    while true {
        let expected = whole.next(), found = stream.next()
        guard let expected else { return require(found == nil, "a record after the last") }
        guard let found else { return require(false, "no record where line \(expected.line) is") }
        require(found.line == expected.line && found.problem == expected.problem && found.count == expected.count
                && found.fields.indices.allSatisfy { found.text($0) == expected.text($0) }, "record on line \(expected.line) read in pieces")
    }
}

func check(_ result: HistoryImport) {
    require(result.rejected.count <= HistoryImport.maxRejectedKept && result.rejected.count <= result.rejectedCount, "rejected rows")
    require(result.setCount == result.sets.count, "\(result.setCount) sets counted, \(result.sets.count) read")
    if case let .mostRowsRefused(refused, rows, _) = result.refusal {
        require(refused <= result.rejectedCount && rows == result.setCount + result.rejectedCount && refused * 2 > rows, "refusal \(refused) of \(rows)")
    }
    for set in result.sets {
        require((1...1_000).contains(set.reps) && (1...100).contains(set.sets), "reps or sets of \(set)")
        require(set.weight >= 0 && set.weight <= 2_000, "weight of \(set)")
        require(!set.exercise.isEmpty && set.exercise.count <= 100, "exercise of \(set)")
    }
    for exercise in BestPerDay(result.sets).exercises {
        for day in exercise.days {
            require(day.oneRepMaxKg.isFinite && day.oneRepMaxKg > 0, "estimate \(day) of \(exercise.name)")
        }
    }
}

func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
