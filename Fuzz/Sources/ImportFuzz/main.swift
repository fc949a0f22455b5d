import Domain

/// libFuzzer entry point for the history import. Each input is read by the CSV reader with
/// both separators and imported in every format and by detection; it stops on a crash, a
/// hang, a memory error, or a broken promise: a field outside its record or the input, line
/// numbers going back, a set outside the ranges the workout form allows, more rejected rows
/// kept than the cap, an estimate that is not a positive finite number.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    checkRecords(input, separator: UInt8(ascii: ","))
    checkRecords(input, separator: UInt8(ascii: ";"))
    // The unit depends on the input, so both are reached and a crash replays the same way.
    let unit: WeightUnit = size > 0 && input[size - 1] & 1 == 1 ? .lb : .kg
    for format in [nil] + ImportFormat.allCases.map(Optional.some) {
        guard let result = try? HistoryImporter.parse(input, format: format, unit: unit) else { continue }
        check(result)
    }
    return 0
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
}

func check(_ result: HistoryImport) {
    require(result.rejected.count <= HistoryImport.maxRejectedKept && result.rejected.count <= result.rejectedCount, "rejected rows")
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
