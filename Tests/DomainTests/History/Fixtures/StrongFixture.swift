/// Strong exports, invented rows in the two real layouts (headers as read by public
/// importers: mwcaisse/strong-data-viz `src/models/StrongExportRow.ts`,
/// rgdotplot/simple-workout-log-to-hevy `data/strong.go`, davidxmoody/self-tracking
/// `importers/strong.py`). Kept: quoted names and notes holding the separator, doubled
/// quotes and a line break; W, D and F set orders; rest-timer rows; a cardio row.
enum StrongFixture {
    /// The comma layout, with no unit column.
    static let comma = #"""
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2023-01-15 08:30:00,"Legs, heavy",1h 5m,Squat (Barbell),W,60,5,0,0,,,
        2023-01-15 08:30:00,"Legs, heavy",1h 5m,Squat (Barbell),1,100,5,0,0,"Belt on, ""felt fast""",,8
        2023-01-15 08:30:00,"Legs, heavy",1h 5m,Squat (Barbell),Rest Timer,0,0,0,180,,,
        2023-01-15 08:30:00,"Legs, heavy",1h 5m,Squat (Barbell),2,105,3,0,0,"Two lines:
        depth good",,9
        2023-01-15 08:30:00,"Legs, heavy",1h 5m,Squat (Barbell),D,80,8,0,0,,,
        2023-01-15 08:30:00,"Legs, heavy",1h 5m,"Leg Press, ""Hammer""",F,200,12,0,0,,,10
        2023-01-15 08:30:00,"Legs, heavy",1h 5m,Running,1,0,0,5,1500,,,
        2023-01-17 18:00:00,Upper,45m,Bench Press (Barbell),1,80,ten,0,0,,,
        2023-01-17 18:00:00,Upper,45m,Bench Press (Barbell),X,80,5,0,0,,,

        """#

    /// The semicolon layout, from a decimal-comma locale, with a unit on every row.
    static let semicolon = #"""
        Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration
        2023-02-01 07:05:10;Push;Bench Press (Barbell);W;40;kg;10;;;;;;;48m
        2023-02-01 07:05:10;Push;Bench Press (Barbell);1;82,5;kg;5;8;;;;"Pause; then press";;48m
        2023-02-01 07:05:10;Push;Overhead Press (Barbell);1;135;lbs;5;;;;;;;48m
        2023-02-01 07:05:10;Push;Overhead Press (Barbell);Rest Timer;;;;;;;90;;;48m
        2023-02-30 07:05:10;Push;Dips;1;0;kg;12;;;;;;;48m
        2023-02-01 07:05:10;Push;Dips;2;0;stone;12;;;;;;;48m
        """#
}
