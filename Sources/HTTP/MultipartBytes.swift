/// What the multipart parser reads a body through, so that one algorithm serves a body in
/// memory and one in a file (`SpooledBody`), which it reads a window at a time.
protocol MultipartBytes {
    var count: Int { get }
    mutating func byte(at index: Int) throws(HTTPError) -> UInt8
    /// The first index at or after `start` where `pattern` begins.
    mutating func index(of pattern: [UInt8], from start: Int) throws(HTTPError) -> Int?
    /// `range`'s bytes together; `range` is short (a part's header section at most).
    mutating func withBytes<Result>(in range: Range<Int>, _ body: (UnsafeRawBufferPointer) throws(HTTPError) -> Result) throws(HTTPError) -> Result
}

extension MultipartBytes {
    mutating func starts(with pattern: some Collection<UInt8>, at index: Int) throws(HTTPError) -> Bool {
        guard count - index >= pattern.count else { return false }
        return try withBytes(in: index..<(index + pattern.count)) { $0.elementsEqual(pattern) }
    }
}

/// A body held in memory.
struct MemoryMultipartBytes: MultipartBytes {
    let bytes: UnsafeRawBufferPointer

    var count: Int { bytes.count }

    func byte(at index: Int) -> UInt8 { bytes[index] }

    func index(of pattern: [UInt8], from start: Int) -> Int? {
        ByteSearch.index(of: pattern, in: bytes, from: start)
    }

    func withBytes<Result>(in range: Range<Int>, _ body: (UnsafeRawBufferPointer) throws(HTTPError) -> Result) throws(HTTPError) -> Result {
        try body(UnsafeRawBufferPointer(rebasing: bytes[range]))
    }
}

/// A body in a file, read `windowSize` bytes at a time: the parser holds one window, whatever
/// the size of the upload.
struct FileMultipartBytes: MultipartBytes {
    let file: SpooledBody
    let windowSize: Int
    private var window: [UInt8] = []
    private var windowStart = 0

    init(file: SpooledBody, windowSize: Int) {
        self.file = file
        self.windowSize = max(1, windowSize)
    }

    var count: Int { file.count }

    /// Makes the window hold `range`, reading from its start when it does not (more than a
    /// window when the range is longer: a part's header section).
    private mutating func load(_ range: Range<Int>) throws(HTTPError) {
        guard range.lowerBound < windowStart || range.upperBound > windowStart + window.count else { return }
        window = try file.read(from: range.lowerBound, count: max(windowSize, range.count))
        windowStart = range.lowerBound
    }

    mutating func byte(at index: Int) throws(HTTPError) -> UInt8 {
        try load(index..<(index + 1))
        return window[index - windowStart]
    }

    /// Searches window after window; each next one starts `pattern.count - 1` bytes before the
    /// end of the last, so that a match straddling the two is found.
    mutating func index(of pattern: [UInt8], from start: Int) throws(HTTPError) -> Int? {
        var from = start
        while count - from >= pattern.count {
            try load(from..<min(count, from + max(windowSize, pattern.count)))
            let found = window.withUnsafeBytes { ByteSearch.index(of: pattern, in: $0, from: from - windowStart) }
            if let found { return windowStart + found }
            let end = windowStart + window.count
            guard end < count else { return nil }
            from = max(from + 1, end - pattern.count + 1)
        }
        return nil
    }

    mutating func withBytes<Result>(in range: Range<Int>, _ body: (UnsafeRawBufferPointer) throws(HTTPError) -> Result) throws(HTTPError) -> Result {
        try load(range)
        let offset = windowStart
        return try window.withBytes { raw throws(HTTPError) in
            try body(UnsafeRawBufferPointer(rebasing: raw[(range.lowerBound - offset)..<(range.upperBound - offset)]))
        }
    }
}
