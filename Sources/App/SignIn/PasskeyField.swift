/// The fields the passkey script posts: the name a member gives a new passkey, and the
/// browser's answers as base64url.
enum PasskeyField: String, FormField {
    case name
    case clientData = "client_data"
    case attestationObject = "attestation_object"
    case credentialID = "credential_id"
    case authenticatorData = "authenticator_data"
    case signature
    case next
}

typealias PasskeyForm = SubmittedForm<PasskeyField>
