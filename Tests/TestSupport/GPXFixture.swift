/// GPX files in the shapes real apps export (invented points), as found in public code that
/// reads them: Garmin Connect (`ns3:` prefix, long decimals, `.000Z` times; e.g. the
/// leaflet-gpx demo and Kotlin GPX readers' fixtures), Strava (`gpxtpx:`, `type` 9), Apple
/// Health's `workout-routes` (no heart rate, `lon` before `lat`, speed/course extensions),
/// Wahoo Fitness (metadata link and desc), OsmAnd (a wrong TrackPointExtension namespace
/// URI, `hdop`, two segments, some points without heart rate), and a device writing the v2
/// extension with a CDATA name.
public enum GPXFixture {
    public static let garminConnect = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx creator="Garmin Connect" version="1.1"
          xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/11.xsd"
          xmlns:ns3="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"
          xmlns="http://www.topografix.com/GPX/1/1"
          xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:ns2="http://www.garmin.com/xmlschemas/GpxExtensions/v3">
          <metadata>
            <link href="connect.garmin.com">
              <text>Garmin Connect</text>
            </link>
            <time>2024-04-14T07:02:33.000Z</time>
          </metadata>
          <trk>
            <name>Lakeside Running</name>
            <type>running</type>
            <trkseg>
              <trkpt lat="45.61599226668477058410644531" lon="5.14371019788086414337158203">
                <ele>282.399993896484375</ele>
                <time>2024-04-14T07:02:33.000Z</time>
                <extensions>
                  <ns3:TrackPointExtension>
                    <ns3:atemp>14.0</ns3:atemp>
                    <ns3:hr>92</ns3:hr>
                    <ns3:cad>58</ns3:cad>
                  </ns3:TrackPointExtension>
                </extensions>
              </trkpt>
              <trkpt lat="45.61640000000000000000000000" lon="5.14420000000000000000000000">
                <ele>283.600006103515625</ele>
                <time>2024-04-14T07:02:51.000Z</time>
                <extensions>
                  <ns3:TrackPointExtension>
                    <ns3:hr>118</ns3:hr>
                    <ns3:cad>82</ns3:cad>
                  </ns3:TrackPointExtension>
                </extensions>
              </trkpt>
              <trkpt lat="45.61700000000000000000000000" lon="5.14500000000000000000000000">
                <ele>281.0</ele>
                <time>2024-04-14T07:03:20.000Z</time>
                <extensions>
                  <ns3:TrackPointExtension>
                    <ns3:hr>141</ns3:hr>
                    <ns3:cad>84</ns3:cad>
                  </ns3:TrackPointExtension>
                </extensions>
              </trkpt>
              <trkpt lat="45.61790000000000000000000000" lon="5.14560000000000000000000000">
                <ele>285.2</ele>
                <time>2024-04-14T07:03:55.000Z</time>
                <extensions>
                  <ns3:TrackPointExtension>
                    <ns3:hr>156</ns3:hr>
                    <ns3:cad>86</ns3:cad>
                  </ns3:TrackPointExtension>
                </extensions>
              </trkpt>
            </trkseg>
          </trk>
        </gpx>
        """

    public static let strava = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx creator="StravaGPX" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd http://www.garmin.com/xmlschemas/GpxExtensions/v3 http://www.garmin.com/xmlschemas/GpxExtensionsv3.xsd http://www.garmin.com/xmlschemas/TrackPointExtension/v1 http://www.garmin.com/xmlschemas/TrackPointExtensionv1.xsd" version="1.1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1" xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3">
         <metadata>
          <time>2021-05-21T18:00:17Z</time>
         </metadata>
         <trk>
          <name>Evening Run &amp; Hills</name>
          <type>9</type>
          <trkseg>
           <trkpt lat="53.8398720" lon="-1.7753720">
            <ele>90.3</ele>
            <time>2021-05-21T18:00:17Z</time>
            <extensions>
             <gpxtpx:TrackPointExtension>
              <gpxtpx:hr>107</gpxtpx:hr>
              <gpxtpx:cad>85</gpxtpx:cad>
             </gpxtpx:TrackPointExtension>
            </extensions>
           </trkpt>
           <trkpt lat="53.8402110" lon="-1.7749200">
            <ele>91.5</ele>
            <time>2021-05-21T18:00:27Z</time>
            <extensions>
             <gpxtpx:TrackPointExtension>
              <gpxtpx:hr>112</gpxtpx:hr>
              <gpxtpx:cad>86</gpxtpx:cad>
             </gpxtpx:TrackPointExtension>
            </extensions>
           </trkpt>
           <trkpt lat="53.8406000" lon="-1.7741330">
            <ele>90.9</ele>
            <time>2021-05-21T18:00:39Z</time>
            <extensions>
             <gpxtpx:TrackPointExtension>
              <gpxtpx:hr>119</gpxtpx:hr>
              <gpxtpx:cad>85</gpxtpx:cad>
             </gpxtpx:TrackPointExtension>
            </extensions>
           </trkpt>
          </trkseg>
         </trk>
        </gpx>
        """

    public static let appleHealth = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="Apple Health Export" xmlns="http://www.topografix.com/GPX/1/1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">
          <metadata>
            <time>2020-08-23T17:40:02Z</time>
          </metadata>
          <trk>
            <name>Route 2020-07-29 3:13pm</name>
            <trkseg>
              <trkpt lon="-2.538323" lat="53.252917"><ele>21.476473</ele><time>2020-07-29T13:51:19Z</time><extensions><speed>1.642115</speed><course>-1.000000</course><hAcc>3.723220</hAcc><vAcc>2.774929</vAcc></extensions></trkpt>
              <trkpt lon="-2.538120" lat="53.253110"><ele>22.031200</ele><time>2020-07-29T13:51:34Z</time><extensions><speed>1.702001</speed><course>32.100000</course><hAcc>3.100000</hAcc><vAcc>2.500000</vAcc></extensions></trkpt>
              <trkpt lon="-2.537800" lat="53.253290"><ele>21.800000</ele><time>2020-07-29T13:51:49Z</time><extensions><speed>1.690000</speed><course>48.000000</course><hAcc>3.000000</hAcc><vAcc>2.400000</vAcc></extensions></trkpt>
            </trkseg>
          </trk>
        </gpx>
        """

    public static let wahoo = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="WahooFitness" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd http://www.garmin.com/xmlschemas/GpxExtensions/v3 http://www.garmin.com/xmlschemas/GpxExtensionsv3.xsd http://www.garmin.com/xmlschemas/TrackPointExtension/v1 http://www.garmin.com/xmlschemas/TrackPointExtensionv1.xsd" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1" xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
         <metadata>
          <desc>GPX File Created by Fitness v4.2.4 (305) for iOS</desc>
          <link href="www.wahoofitness.com">
           <text>WahooFitness</text>
          </link>
          <time>2014-08-04T09:38:06Z</time>
         </metadata>
         <trk>
          <name>Untitled</name>
          <trkseg>
           <trkpt lon="-71.116520" lat="42.348301">
            <ele>12.481533</ele>
            <time>2014-08-04T09:38:06Z</time>
            <extensions>
             <gpxtpx:TrackPointExtension>
              <gpxtpx:hr>131</gpxtpx:hr>
             </gpxtpx:TrackPointExtension>
            </extensions>
           </trkpt>
           <trkpt lon="-71.115870" lat="42.348710">
            <ele>13.002000</ele>
            <time>2014-08-04T09:38:16Z</time>
            <extensions>
             <gpxtpx:TrackPointExtension>
              <gpxtpx:hr>134</gpxtpx:hr>
             </gpxtpx:TrackPointExtension>
            </extensions>
           </trkpt>
          </trkseg>
         </trk>
        </gpx>
        """

    public static let osmAnd = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <gpx version="1.1" creator="OsmAnd~ 5.0.0" xmlns="http://www.topografix.com/GPX/1/1" xmlns:osmand="https://osmand.net" xmlns:gpxtpx="https://www8.garmin.com/xmlschemas/TrackPointExtensionv1.xsd" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">
          <metadata>
            <name>Dune walk</name>
            <extensions>
              <osmand:activity>walking</osmand:activity>
            </extensions>
          </metadata>
          <trk>
            <trkseg>
              <trkpt lat="52.3977990" lon="4.5759980">
                <ele>3</ele>
                <time>2019-05-08T10:36:43Z</time>
                <hdop>3</hdop>
                <extensions>
                  <osmand:speed>1.42</osmand:speed>
                  <gpxtpx:TrackPointExtension>
                    <gpxtpx:hr>98</gpxtpx:hr>
                  </gpxtpx:TrackPointExtension>
                </extensions>
              </trkpt>
              <trkpt lat="52.3981000" lon="4.5763000">
                <ele>4</ele>
                <time>2019-05-08T10:37:13Z</time>
                <hdop>4</hdop>
              </trkpt>
            </trkseg>
            <trkseg>
              <trkpt lat="52.3990000" lon="4.5770000">
                <ele>6</ele>
                <time>2019-05-08T10:45:00Z</time>
                <extensions>
                  <gpxtpx:TrackPointExtension>
                    <gpxtpx:hr>0</gpxtpx:hr>
                  </gpxtpx:TrackPointExtension>
                </extensions>
              </trkpt>
              <trkpt lat="52.3995000" lon="4.5771000">
                <ele>5</ele>
                <time>2019-05-08T10:45:40Z</time>
                <extensions>
                  <gpxtpx:TrackPointExtension>
                    <gpxtpx:hr>104</gpxtpx:hr>
                  </gpxtpx:TrackPointExtension>
                </extensions>
              </trkpt>
            </trkseg>
          </trk>
        </gpx>
        """

    public static let trackPointExtensionV2 = """
        \u{FEFF}<?xml version="1.0" encoding="utf-8"?>\r
        <!-- exported from a watch -->\r
        <gpx xmlns="http://www.topografix.com/GPX/1/1" xmlns:tpx2="http://www.garmin.com/xmlschemas/TrackPointExtension/v2" creator="eTrex 32x" version="1.1">\r
        <trk><name><![CDATA[Col du Galibier <ride>]]></name><trkseg>\r
        <trkpt lat="45.064" lon="6.4078"><ele>2642</ele><time>2023-07-14T09:30:00+02:00</time><extensions><tpx2:TrackPointExtension><tpx2:hr>171</tpx2:hr><tpx2:speed>2.1</tpx2:speed></tpx2:TrackPointExtension></extensions></trkpt>\r
        <trkpt lat="45.0655" lon="6.4083"><ele>2601.5</ele><time>2023-07-14T09:30:20.5+02:00</time><extensions><tpx2:TrackPointExtension><tpx2:hr>165</tpx2:hr></tpx2:TrackPointExtension></extensions></trkpt>\r
        </trkseg></trk>\r
        </gpx>\r
        """
}
