extension Array where Element == UInt8 {
    /// `withUnsafeBytes` for a body that throws `HTTPError`: the standard library's version
    /// rethrows an untyped error.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws(HTTPError) -> Result) throws(HTTPError) -> Result {
        let outcome: Swift.Result<Result, HTTPError> = withUnsafeBytes { raw in
            do throws(HTTPError) {
                return .success(try body(raw))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }
}
