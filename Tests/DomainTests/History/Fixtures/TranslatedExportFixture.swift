/// Exports in other languages and older layouts, invented rows under the real headers of
/// `../shared/fixtures/real/strength/` (French and German Strong, Strong 6 in Spanish, Strong
/// of 2015 and 2016, Hevy in Portuguese, FitNotes) and Fitbod's 2019 header as converters
/// document it. Kept: the translated column names, Strong's 0-based set order of 2016, Hevy's
/// translated month names, FitNotes' `kgs`, Fitbod's UTC times and its multiplier.
enum TranslatedExportFixture {
    static let strongFrench = #"""
        Date,Nom de l'entraînement,Durée,Nom de l'exercice,Ordre de la série,Poids,Réps,Distance,Secondes,Notes,Notes d'entraînement,RPE
        2023-08-16 13:10:30,"Pecs Et Dos",35min,"Aerobics",1,0,0,0,600,"","",
        2023-08-16 13:10:30,"Pecs Et Dos",35min,"Bench Press (Dumbbell)",W,10.0,12,0,0,"",,
        2023-08-16 13:10:30,"Pecs Et Dos",35min,"Bench Press (Dumbbell)",1,20.0,8,0,0,"Bien, ""lourd""",,8

        """#

    static let strongGerman = #"""
        Datum,Workout-Name,Dauer,Name der Übung,Reihenfolge festlegen,Gewicht,Wiederh.,Entfernung,Sekunden,Notizen,Workout-Notizen,RPE
        2018-07-17 01:23:40,"Push Tag 1",42min,"Bench Press (Barbell)",1,50.0,8,0,0,"","",
        2018-07-17 01:23:40,"Push Tag 1",42min,"Bench Press (Barbell)",2,52.5,6,0,0,,,

        """#

    /// Strong 6: every field quoted, semicolons, the unit in the weight column's name.
    static let strongSixSpanish = #"""
        "Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"
        "1";"2023-06-05 18:57:00";"Entrenamiento por la tarde";"4848";"Chest Dip";"1";"0.0";"15";"";"";"";"";""
        "1";"2023-06-05 18:57:00";"Entrenamiento por la tarde";"4848";"Chest Dip";"Rest Timer";"";"";"";"";"90";"";""
        "1";"2023-06-05 18:57:00";"Entrenamiento por la tarde";"4848";"Press de banca";"1";"62.5";"5";"";"";"";"";""

        """#

    /// 2015–2018: ten columns, no Duration and no RPE, weights in the lifter's unit.
    static let strong2015 = #"""
        Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes
        2015-10-23 17:06:37,"Chest","Incline Bench Press (Barbell)",1,135,8,0,0,"",""

        """#

    /// 2016: the weight column named by its unit, set order counted from 0.
    static let strong2016 = #"""
        Date,Workout Name,Exercise Name,Set Order,kg,Reps,km,Seconds,Notes
        2016-10-03 19:30:55,"W1D1","Squat",0,70.0,5,0.0,0,""
        2016-10-03 19:30:55,"W1D1","Squat",1,72.5,5,0.0,0,""

        """#

    static let hevyPortuguese = #"""
        "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
        "Upper B","5 Mai 2026, 07:34","5 Mai 2026, 08:44","","Supino Reto (Barra)",,"",0,"warmup",40,8,,,
        "Upper B","5 Mai 2026, 07:34","5 Mai 2026, 08:44","","Supino Reto (Barra)",,"",1,"normal",80,5,,,
        "Lower A","7 Ago 2023, 18:16","7 Ago 2023, 19:20","","Agachamento (Barra)",,"",0,"failure",100,3,,,
        "Lower A","1 Fev 2024, 18:16","1 Fev 2024, 19:20","","Agachamento (Barra)",,"",0,"normal",100,3,,,
        "Lower A","2 Set 2024, 18:16","2 Set 2024, 19:20","","Agachamento (Barra)",,"",0,"normal",100,3,,,
        "Lower A","3 Out 2024, 18:16","3 Out 2024, 19:20","","Agachamento (Barra)",,"",0,"normal",100,3,,,
        "Lower A","4 Dez 2024, 18:16","4 Dez 2024, 19:20","","Agachamento (Barra)",,"",0,"normal",100,3,,,
        "Lower A","9 Abr 2025, 18:16","9 Abr 2025, 19:20","","Agachamento (Barra)",,"",0,"normal",100,3,,,

        """#

    /// FitNotes (Android), the newer layout, units written `kgs` and `lbs`.
    static let fitNotes = #"""
        Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment
        2024-04-25,Seated Machine Fly,Chest,50.0,kgs,8,,,,""
        2024-04-25,Flat Dumbbell Bench Press,Chest,35.0,lbs,12,,,,"warm up"
        2024-04-26,Treadmill,Cardio,,,,3.0,km,0:20:00,""

        """#

    /// Fitbod in 2019: a Sets column, a bare Weight in the lifter's unit, no multiplier.
    static let fitbod2019 = """
        Date,Exercise,Sets,Reps,Weight,isWarmup,Note
        2019-03-12 23:30:00 +0000,Barbell Bench Press,3,5,135,false,
        2019-03-12 23:30:00 +0000,Barbell Bench Press,1,10,45,true,warm up

        """

    /// Today's Fitbod, a dumbbell lift (multiplier 2.0: the weight is per hand) at 22:14 UTC.
    static let fitbodDumbbells = """
        Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier
        2022-01-05 22:14:35 +0000,Dumbbell Front Raise, 5,7.937875915123695,0.0,0.0,0.0,0.0,false,, 2.0
        2022-01-05 22:14:35 +0000,Back Squat, 5,60,0.0,0.0,0.0,0.0,false,Slow, 1.0

        """
}
