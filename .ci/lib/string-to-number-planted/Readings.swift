// Planted for `.ci/string-to-number --self-test`: each line marked `planted:` must be reported,
// and nothing else.
func visit(parameter: String) -> Int64? {
    Int64(parameter) // planted: reading
}

func weight(field: Substring) -> Int {
    var kilograms = Int(field) ?? 0 // planted: reading
    kilograms += 1 // planted: arithmetic
    return kilograms
}

func pounds(field: String) -> Double {
    Double(field)! * 2.2 // planted: reading
}

func color(text: String) -> UInt16 {
    UInt16(text, radix: 16)! + 1 // planted: reading, arithmetic
}

func generic<Value: FixedWidthInteger>(_ text: String) -> Value? {
    Value(text) // planted: reading
}

// Conversions between numbers pass, and so does arithmetic on a float (it does not trap; a
// float turned into an integer is `.ci/float-to-int`'s).
func passes(count: Int, ratio: Double) -> Int {
    Int(Int64(count)) + Int(exactly: ratio * 2).map { $0 + 1 }! + Int(UInt8(ascii: "7")) + "7".count
}
