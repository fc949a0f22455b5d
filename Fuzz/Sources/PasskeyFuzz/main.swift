import Domain

/// libFuzzer entry point for what a browser passes on from an authenticator (issue 40): the CBOR
/// reader, attestation objects, authenticator data, COSE keys and client data JSON. Nothing may
/// crash or hang, and the promises hold: a read item ends within the input; a whole item read
/// by `value(of:)` took every byte; a credential's id is at most 1023 bytes and its key bytes
/// parse back to the same key.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var reader = CBORReader(bytes)
    if (try? reader.read()) != nil {
        precondition(reader.offset <= bytes.count, "an item read past the end")
    }
    if let value = try? CBORReader.value(of: bytes), case .map = value {
        _ = try? COSEKey(value)
    }
    for input in [bytes, Array(repeating: 0, count: 32) + [0x45, 0, 0, 0, 1] + bytes] {
        if let parsed = try? AuthenticatorData(input), let credential = parsed.credential {
            precondition(credential.id.count <= AuthenticatorData.credentialIDLimit, "a credential id of \(credential.id.count) bytes")
            let again = try? COSEKey(CBORReader.value(of: credential.publicKeyBytes))
            precondition(again == credential.publicKey, "the stored key bytes read back as another key")
        }
    }
    _ = try? AttestationObject(bytes)
    _ = try? ClientData(json: bytes)
    return 0
}
