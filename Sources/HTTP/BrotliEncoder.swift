import CBrotli

/// One libbrotli encoder, fed a body in parts and flushed between them.
final class BrotliEncoder {
    private let state: OpaquePointer

    /// An encoder at `quality` with a window of `windowBits`; with a `streamOffset` (the bytes
    /// another encoder's stream holds before this one's), it writes no stream header, so that
    /// its stream goes on from that one's, flushed to a byte boundary (libbrotli's
    /// `BROTLI_PARAM_STREAM_OFFSET`).
    init?(quality: Int32, windowBits: Int32, streamOffset: Int = 0) {
        guard let state = BrotliEncoderCreateInstance(nil, nil, nil) else { return nil }
        self.state = state
        guard BrotliEncoderSetParameter(state, BROTLI_PARAM_QUALITY, UInt32(quality)) == BROTLI_TRUE,
              BrotliEncoderSetParameter(state, BROTLI_PARAM_LGWIN, UInt32(windowBits)) == BROTLI_TRUE,
              BrotliEncoderSetParameter(state, BROTLI_PARAM_MODE, BROTLI_MODE_TEXT.rawValue) == BROTLI_TRUE,
              BrotliEncoderSetParameter(state, BROTLI_PARAM_STREAM_OFFSET, UInt32(min(streamOffset, 1 << 30))) == BROTLI_TRUE
        else { return nil }
    }

    deinit {
        BrotliEncoderDestroyInstance(state)
    }

    /// What the encoder writes for `bytes` and then `operation` (a flush to a byte boundary, or
    /// the stream's end); nil when it fails.
    func compress(_ bytes: ArraySlice<UInt8>, _ operation: BrotliEncoderOperation) -> [UInt8]? {
        var output: [UInt8] = []
        let ok = bytes.withUnsafeBufferPointer { input -> Bool in
            var availableIn = input.count
            var nextIn = input.baseAddress
            while true {
                var availableOut = 0
                var nextOut: UnsafeMutablePointer<UInt8>?
                guard BrotliEncoderCompressStream(state, operation, &availableIn, &nextIn, &availableOut, &nextOut, nil) == BROTLI_TRUE else {
                    return false
                }
                var size = 0
                if let made = BrotliEncoderTakeOutput(state, &size), size > 0 { output += UnsafeBufferPointer(start: made, count: size) }
                let done = operation == BROTLI_OPERATION_FINISH ? BrotliEncoderIsFinished(state) == BROTLI_TRUE
                    : availableIn == 0 && BrotliEncoderHasMoreOutput(state) == BROTLI_FALSE
                if done { return true }
            }
        }
        return ok ? output : nil
    }
}
