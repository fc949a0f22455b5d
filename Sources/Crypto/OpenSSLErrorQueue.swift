import CCrypto

/// OpenSSL reports why a call failed on a per-thread error queue; this turns it into text for
/// an error message and empties it, so a later failure is not blamed on an old entry.
enum OpenSSLErrorQueue {
    static func takeMessage() -> String {
        let code = ERR_peek_last_error()
        ERR_clear_error()
        guard code != 0 else { return "OpenSSL recorded no reason" }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { buffer in
            ERR_error_string_n(code, buffer.baseAddress, buffer.count)
            return String(cString: buffer.baseAddress!)
        }
    }
}
