/// A TCX file written by hand in the shape Garmin Connect and Runtastic export: two laps,
/// a trackpoint without a position, a second `Track` in a lap after a pause.
public enum TCXFixture {
    public static let twoLaps = """
        <?xml version="1.0" encoding="UTF-8"?>
        <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2">
          <Activities>
            <Activity Sport="Running">
              <Id>2024-05-01T07:30:00.000Z</Id>
              <Lap StartTime="2024-05-01T07:30:00.000Z">
                <TotalTimeSeconds>20.0</TotalTimeSeconds>
                <AverageHeartRateBpm><Value>130</Value></AverageHeartRateBpm>
                <Track>
                  <Trackpoint>
                    <Time>2024-05-01T07:30:00.000Z</Time>
                    <Position><LatitudeDegrees>47.3769</LatitudeDegrees><LongitudeDegrees>8.5417</LongitudeDegrees></Position>
                    <AltitudeMeters>408.2</AltitudeMeters>
                    <DistanceMeters>0.0</DistanceMeters>
                    <HeartRateBpm><Value>120</Value></HeartRateBpm>
                    <Extensions><ns3:TPX><ns3:Speed>3.1</ns3:Speed></ns3:TPX></Extensions>
                  </Trackpoint>
                  <Trackpoint>
                    <Time>2024-05-01T07:30:10.000Z</Time>
                    <DistanceMeters>31.0</DistanceMeters>
                    <HeartRateBpm><Value>125</Value></HeartRateBpm>
                  </Trackpoint>
                  <Trackpoint>
                    <Time>2024-05-01T07:30:20.000Z</Time>
                    <Position><LatitudeDegrees>47.3772</LatitudeDegrees><LongitudeDegrees>8.5417</LongitudeDegrees></Position>
                    <AltitudeMeters>410.0</AltitudeMeters>
                    <HeartRateBpm><Value>140</Value></HeartRateBpm>
                  </Trackpoint>
                </Track>
              </Lap>
              <Lap StartTime="2024-05-01T07:30:30.000Z">
                <Track>
                  <Trackpoint>
                    <Time>2024-05-01T07:30:30.000Z</Time>
                    <Position><LatitudeDegrees>47.3775</LatitudeDegrees><LongitudeDegrees>8.5417</LongitudeDegrees></Position>
                  </Trackpoint>
                </Track>
                <Track>
                  <Trackpoint>
                    <Time>2024-05-01T07:35:00.000Z</Time>
                    <Position><LatitudeDegrees>47.3800</LatitudeDegrees><LongitudeDegrees>8.5417</LongitudeDegrees></Position>
                  </Trackpoint>
                </Track>
              </Lap>
            </Activity>
          </Activities>
        </TrainingCenterDatabase>
        """
}
