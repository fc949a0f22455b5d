/// Hevy exports, invented rows under the real headers (multiplex55/Multi_Hevy_Workout_Dashboard
/// `README.md` for the quoted `weight_lbs` header and "26 Jul 2025, 07:06" times;
/// MattR2718/HevyDataViewer `src/exercise.h` for `weight_kg` and `distance_km`). Kept: every
/// field quoted, empty superset ids, each set type, a timed row with no reps, a body-weight
/// row with no weight.
enum HevyFixture {
    static let header = #""title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe""#

    static let kilograms = #"""
        "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
        "Lower","15 Jan 2023, 08:30","15 Jan 2023, 09:40","","Squat (Barbell)",,"",0,"warmup",60,5,,,
        "Lower","15 Jan 2023, 08:30","15 Jan 2023, 09:40","","Squat (Barbell)",,"Knees out, ""sit back""",1,"normal",100,5,,,8
        "Lower","15 Jan 2023, 08:30","15 Jan 2023, 09:40","","Squat (Barbell)",,"",2,"failure",102.5,3,,,10
        "Lower","15 Jan 2023, 08:30","15 Jan 2023, 09:40","","Squat (Barbell)",,"",3,"dropset",70,8,,,
        "Lower","15 Jan 2023, 08:30","15 Jan 2023, 09:40","","Plank",,"",0,"normal",,,,60,
        "Lower","15 Jan 2023, 08:30","15 Jan 2023, 09:40","","Pull Up",,"",0,"normal",,8,,,
        "Lower","15 Jan 2023, 08:30","15 Jan 2023, 09:40","","Squat (Barbell)",,"",4,"superset",70,8,,,
        "Lower","31 Jun 2023, 08:30","31 Jun 2023, 09:40","","Squat (Barbell)",,"",0,"normal",70,8,,,

        """#

    static let pounds = #"""
        "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_lbs","reps","distance_miles","duration_seconds","rpe"
        "Week 12 - Lower","26 Jul 2025, 07:06","26 Jul 2025, 08:11","...","Lying Leg Curl (Machine)",,"",0,"warmup",100,10,,,
        "Week 12 - Lower","26 Jul 2025, 07:06","26 Jul 2025, 08:11","...","Deadlift (Barbell)",,"",1,"normal",315,5,,,
        "Week 13 - Lower","Aug 2, 2025, 7:10:00 AM","Aug 2, 2025, 8:00:00 AM","","Deadlift (Barbell)",,"",1,"normal",325,5,,,

        """#
}
