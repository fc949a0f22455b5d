@testable import Domain
import XCTest

/// The naming conventions of Strong, Hevy, Fitbod and FitNotes as their exports spell lifts
/// (the names below are the real files' in `shared/fixtures/real/strength/`), and the names
/// that must stay apart.
final class LiftMatcherTests: XCTestCase {
    private func proposal(_ spelling: String, among lifts: [String]) -> String? {
        LiftMatcher(lifts: lifts).proposal(for: spelling)
    }

    func testEquipmentInBracketsIsTheLiftersPlainName() {
        XCTAssertEqual(proposal("Squat (Barbell)", among: ["Back Squat", "Bench Press"]), "Back Squat")
        XCTAssertEqual(proposal("Bench Press (Barbell)", among: ["Bench Press", "Deadlift"]), "Bench Press")
        XCTAssertEqual(proposal("Deadlift (Barbell)", among: ["Deadlift", "Squat"]), "Deadlift")
        XCTAssertEqual(proposal("Overhead Press (Barbell)", among: ["OHP"]), "OHP")
    }

    func testEquipmentAsAFirstWordIsTheBracketedName() {
        XCTAssertEqual(proposal("Barbell Back Squat", among: ["Squat (Barbell)"]), "Squat (Barbell)")
        XCTAssertEqual(proposal("Barbell Bench Press", among: ["Bench Press (Barbell)", "Bench Press (Dumbbell)"]), "Bench Press (Barbell)")
        XCTAssertEqual(proposal("Dumbbell Bench Press", among: ["Bench Press (Barbell)", "Bench Press (Dumbbell)"]), "Bench Press (Dumbbell)")
        XCTAssertEqual(proposal("Flat Barbell Bench Press", among: ["Bench Press"]), "Bench Press", "FitNotes' flat bench")
        XCTAssertEqual(proposal("Smith machine flat bench", among: ["Bench Press (Smith Machine)", "Bench Press"]), "Bench Press (Smith Machine)")
        XCTAssertEqual(proposal("DB RDL", among: ["Romanian Deadlift (Dumbbell)", "Romanian Deadlift (Barbell)"]), "Romanian Deadlift (Dumbbell)")
    }

    func testBackSquatIsSquat() {
        XCTAssertEqual(proposal("Back Squat", among: ["Squat (Barbell)"]), "Squat (Barbell)")
        XCTAssertEqual(proposal("Pause Back Squat", among: ["Pause Squat (Barbell)"]), "Pause Squat (Barbell)")
    }

    func testWordOrderAndPunctuation() {
        XCTAssertEqual(proposal("Close-Grip Bench Press", among: ["Bench Press - Close Grip (Barbell)"]), "Bench Press - Close Grip (Barbell)")
        XCTAssertEqual(proposal("Bent Over Barbell Row", among: ["Bent Over Row (Barbell)"]), "Bent Over Row (Barbell)")
        XCTAssertEqual(proposal("Incline Dumbbell Bench Press", among: ["Incline Bench Press (Dumbbell)"]), "Incline Bench Press (Dumbbell)")
        XCTAssertEqual(proposal("Knee Raise (Captain’s Chair)", among: ["Knee Raise (Captain's Chair)"]), "Knee Raise (Captain's Chair)")
    }

    func testChinUpsRunTogetherHyphenatedOrPlural() {
        for spelling in ["Chin Up", "Chin-up", "Chinup", "Chin-Ups", "chinups"] {
            XCTAssertEqual(proposal(spelling, among: ["Chin Up ", "Pull Up"]), "Chin Up ", spelling)
        }
        XCTAssertEqual(proposal("Pull-ups", among: ["Chin Up", "Pull Up"]), "Pull Up")
        XCTAssertEqual(proposal("Lat Pull Down (Cable)", among: ["Lat Pulldown (Cable)"]), "Lat Pulldown (Cable)")
        XCTAssertEqual(proposal("Skull Crusher (Barbell)", among: ["Skullcrusher (Barbell)"]), "Skullcrusher (Barbell)")
    }

    func testPlurals() {
        XCTAssertEqual(proposal("Hammer Curls", among: ["Hammer Curl"]), "Hammer Curl")
        XCTAssertEqual(proposal("Biceps Curl (Dumbbell)", among: ["Dumbbell Bicep Curl"]), "Dumbbell Bicep Curl")
        XCTAssertEqual(proposal("Cable Crunches", among: ["Cable Crunch"]), "Cable Crunch")
        XCTAssertEqual(proposal("Lateral Raises (Dumbbell)", among: ["Dumbbell Lateral Raise"]), "Dumbbell Lateral Raise")
    }

    func testAMachineOnlyLiftNeedNotSayMachine() {
        XCTAssertEqual(proposal("Leg Press (Machine)", among: ["Leg Press"]), "Leg Press", "Hevy's against Strong's")
        XCTAssertEqual(proposal("Seated Leg Curl", among: ["Seated Leg Curl (Machine)"]), "Seated Leg Curl (Machine)")
    }

    func testDumbbellAndBarbellStayApart() {
        XCTAssertNil(proposal("Bench Press (Dumbbell)", among: ["Bench Press"]))
        XCTAssertNil(proposal("Bench Press (Dumbbell)", among: ["Barbell Bench Press"]))
        XCTAssertNil(proposal("Dumbbell Romanian Deadlift", among: ["Romanian Deadlift (Barbell)"]))
        XCTAssertNil(proposal("Squat (Smith Machine)", among: ["Back Squat"]))
        XCTAssertNil(proposal("Squat (Bodyweight)", among: ["Back Squat"]), "an air squat is not a back squat")
        XCTAssertNil(proposal("Bicep Curl (Cable)", among: ["Bicep Curl (Dumbbell)"]))
        XCTAssertNil(proposal("Trap Bar Deadlift", among: ["Deadlift"]))
    }

    func testOtherMovementsStayApart() {
        XCTAssertNil(proposal("Front Squat (Barbell)", among: ["Back Squat"]))
        XCTAssertNil(proposal("Squat (Barbell)", among: ["Front Squat", "Split Squat", "Hack Squat"]))
        XCTAssertNil(proposal("Incline Bench Press (Barbell)", among: ["Bench Press"]))
        XCTAssertNil(proposal("Pull Up (Assisted)", among: ["Pull Up"]))
        XCTAssertNil(proposal("Chin Up", among: ["Pull Up"]))
        XCTAssertNil(proposal("Romanian Deadlift", among: ["Deadlift"]))
        XCTAssertNil(proposal("Sumo Deadlift", among: ["Deadlift (Barbell)"]))
        XCTAssertEqual(proposal("Conventional Deadlift", among: ["Deadlift (Barbell)"]), "Deadlift (Barbell)")
        XCTAssertNil(proposal("Flat Leg Raise", among: ["Leg Raise"]), "flat means the plain lift only of a bench")
        XCTAssertNil(proposal("Barbell", among: ["Barbell"]), "a name of equipment alone is no lift")
        XCTAssertNil(proposal("Barbell", among: ["Bench Press (Barbell)"]))
        XCTAssertNil(proposal("", among: ["Bench Press"]))
    }

    func testNoProposalWhenTwoLiftsFitEqually() {
        XCTAssertNil(proposal("Squat (Barbell)", among: ["Back Squat", "Squat"]))
        XCTAssertEqual(proposal("Barbell Back Squat", among: ["Back Squat", "Squat (Barbell)"]), "Squat (Barbell)", "exactly its equipment wins")
    }

    func testNamesInOtherScriptsCompareByTheirLetters() {
        XCTAssertEqual(proposal("Жим лёжа (Штанга)", among: ["жим лёжа (штанга)"]), "жим лёжа (штанга)")
        XCTAssertNil(proposal("Жим лёжа", among: ["Присед"]))
    }

    /// The index finds what comparing with every lift found (the matcher before issue 35):
    /// random names of words that fold together (equipment, particles, phrases, plurals) among
    /// random lifts.
    func testTheIndexProposesWhatComparingWithEveryLiftDid() {
        let words = ["bench", "press", "squat", "back", "barbell", "db", "dumbbell", "up", "chin", "pull", "curls", "curl",
                     "skull", "crusher", "skullcrusher", "flat", "rdl", "romanian", "deadlift", "dead", "lift", "machine", "leg", "(Cable)"]
        var random = SystemRandomNumberGenerator()
        func name() -> String {
            (0..<Int.random(in: 1...4, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
        }
        for _ in 0..<200 {
            let lifts = Array(Set((0..<Int.random(in: 0...30, using: &random)).map { _ in name() }))
            let matcher = LiftMatcher(lifts: lifts)
            for _ in 0..<20 {
                let spelling = name()
                XCTAssertEqual(matcher.proposal(for: spelling), Self.comparingWithEveryLift(spelling, lifts), "\(spelling) among \(lifts)")
            }
        }
    }

    /// The matcher as it was: every lift compared with the spelling.
    private static func comparingWithEveryLift(_ spelling: String, _ lifts: [String]) -> String? {
        let form = LiftNameForm(spelling)
        let candidates = lifts.map { ($0, LiftNameForm($0)) }.filter { _, other in
            !form.words.isEmpty && (form.words.sorted() == other.words.sorted() || form.words.joined() == other.words.joined())
                && form.sameEquipment(as: other)
        }
        if candidates.count == 1 { return candidates[0].0 }
        let exact = candidates.filter { $0.1.equipment == form.equipment }
        return exact.count == 1 ? exact[0].0 : nil
    }
}
