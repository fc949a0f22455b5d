extension Array {
    /// The same elements in storage of their count (and malloc's 16-byte rounding). An array
    /// grown by appends keeps up to half its capacity unused, and a parsed template lives as
    /// long as the process.
    var exactlySized: [Element] {
        count == capacity ? self : withUnsafeBufferPointer { Array($0) }
    }
}
