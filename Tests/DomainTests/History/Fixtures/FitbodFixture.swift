/// Fitbod's CSV export (`WorkoutExport.csv`), invented rows under the real header
/// (ethansilvas/fitgen `fitgen-backend/load_data.py` reads `Weight(kg)`, `Duration(s)`,
/// `isWarmup`). Kept: dates with an offset, reps padded with a space, kilograms converted
/// from pounds to many decimals, the warm-up flag, a cardio row with 0 reps, CR LF line ends.
enum FitbodFixture {
    static let export = [
        "Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier",
        "2021-12-27 10:02:51 +0000,Dumbbell Bench Press, 10,22.6796185,0,0,0,0,false,,1.0",
        "2021-12-27 10:02:51 +0000,Dumbbell Bench Press, 8,24.9475804,0,0,0,0,false,\"Felt strong, add weight\",1.0",
        "2021-12-27 10:02:51 +0000,Back Squat,5,40.0,0,0,0,0,true,warm-up,1.0",
        "2021-12-27 10:02:51 +0000,Treadmill Running,0,0.0,600,1500,1.0,0,false,,1.0",
        "2021-12-27 10:02:51 +0000,Back Squat,5,-5,0,0,0,0,false,,1.0",
        "2021-12-27 10:02:51 +0000,Back Squat,5,100,0,0,0,0,maybe,,1.0",
    ].joined(separator: "\r\n") + "\r\n"

    /// The original app's lines, as in the shared `fitbod/sample.txt`.
    static let lines = """
        Oct 11 2020,Back Squat,1,10,45
        Oct 11 2020,Back Squat,1,3,185
        Oct 11 2020,back  squat,2,5,225
        Feb 30 2020,Back Squat,1,5,225
        Oct 12 2020,Bench Press,1,5
        Oct 12 2020,Bench Press,1,ten,135
        Oct 12 2020,Bench Press,0,5,135

        """
}
