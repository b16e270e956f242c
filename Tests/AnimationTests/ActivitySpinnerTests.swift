import Geometry
import Testing

@testable import Animation

/// The spinner's geometry, worked out by hand from its definition: 8 capsules 0.1 of the side
/// wide, from 0.225 to 0.4875 of it out from the centre, the lead opaque and each one behind it
/// 0.14 fainter down to 0.3.
@Suite struct ActivitySpinnerTests {
  @Test func petalsSitRoundTheCentreAndFadeBehindTheLead() {
    var spinner = ActivitySpinner(side: 20, color: .white)
    spinner.lead = 2
    let petals = spinner.petals(in: Rect(x: 0, y: 0, width: 100, height: 60))
    #expect(petals.count == 8)
    // Petal 0 points up from the centre (50, 30): x 49…51, y 30 − 9.75 … 30 − 4.5.
    let top = petals[0].path.bounds
    #expect(abs(top.minX - 49) < 1e-9 && abs(top.maxX - 51) < 1e-9)
    #expect(abs(top.minY - 20.25) < 1e-9 && abs(top.maxY - 25.5) < 1e-9)
    // Petal 2 points right (a quarter turn clockwise on a y-down screen).
    let right = petals[2].path.bounds
    #expect(abs(right.minX - 54.5) < 1e-9 && abs(right.maxX - 59.75) < 1e-9)
    #expect(petals[2].alpha == 1 && abs(petals[1].alpha - 0.86) < 1e-9 && petals[3].alpha == 0.3)
  }

  @Test func theLeadStepsAnEighthATurnEveryEighthOfAPeriod() {
    let spinner = ActivitySpinner(side: 37, color: .white, startTime: 2)
    #expect(spinner.at(2).lead == 0 && spinner.at(2.13).lead == 1 && spinner.at(3.01).lead == 0)
    #expect(ActivitySpinner(side: 20, color: .white).at(5).lead == 0)
  }
}
