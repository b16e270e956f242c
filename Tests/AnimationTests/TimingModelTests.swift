import Animation
import Geometry
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// One statement of core-animation.md §4 per test. A plain layer with opacity animated from
/// 0 to 1 unless said otherwise; values are read from the presentation.
func opacity(_ animation: Animation, at t: Double, model: Double = 0.5) -> Double {
  var layer = Layer(name: "l", bounds: Rect(x: 0, y: 0, width: 1, height: 1), position: .zero)
  layer.opacity = model
  layer.add(animation, forKey: "a")
  return layer.presentation(at: t).opacity
}

func ramp(_ duration: Double = 1) -> Animation {
  .basic(.opacity, from: .scalar(0), to: .scalar(1), duration: duration)
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool { abs(a - b) <= tolerance }

@Suite struct MediaTimingTests {
  /// §4.2: duration ≤ 0 gets the default 0.25 s.
  @Test func zeroDurationMeansAQuarterSecond() {
    #expect(close(opacity(ramp(0), at: 0.125), 0.5))
  }

  /// §4.1: t = (tp − begin)·speed + offset.
  @Test func beginTimeSpeedAndOffsetMapParentTime() {
    var a = ramp()
    a.timing.beginTime = 2
    #expect(close(opacity(a, at: 2.25), 0.25))
    a.timing.speed = 2
    #expect(close(opacity(a, at: 2.25), 0.5))
  }

  /// §4.1 / QA1673: speed 0 freezes local time at timeOffset.
  @Test func speedZeroFreezesAtTheOffset() {
    var a = ramp()
    a.timing.speed = 0
    a.timing.timeOffset = 0.3
    #expect(close(opacity(a, at: 0), 0.3) && close(opacity(a, at: 50), 0.3))
  }

  /// §4.3: before the begin, no contribution (model value) unless filling backwards.
  @Test func fillBackwardsShowsTheStartBeforeTheBegin() {
    var a = ramp()
    a.timing.beginTime = 1
    #expect(opacity(a, at: 0.5) == 0.5)
    a.timing.fillMode = .backwards
    #expect(opacity(a, at: 0.5) == 0)
    a.timing.fillMode = .both
    #expect(opacity(a, at: 0.5) == 0)
  }

  /// §4.3: after the end, forwards fill holds the end value only if not removed on completion.
  @Test func fillForwardsNeedsRemovedOnCompletionOff() {
    var a = ramp()
    a.timing.fillMode = .forwards
    #expect(opacity(a, at: 2) == 0.5)  // removed: the model value shows
    a.isRemovedOnCompletion = false
    #expect(opacity(a, at: 2) == 1)
    a.timing.fillMode = .removed
    #expect(opacity(a, at: 2) == 0.5)
  }

  /// The last instant of the last repeat shows the end value, not the start of another pass.
  @Test func theEndOfTheLastRepeatIsTheToValue() {
    var a = ramp()
    a.timing.repeatCount = 2
    a.timing.fillMode = .forwards
    a.isRemovedOnCompletion = false
    #expect(opacity(a, at: 2) == 1)
    #expect(close(opacity(a, at: 1.25), 0.25))
  }

  /// §4.1: fractional repeatCount ends mid-cycle; with forwards fill that value holds.
  @Test func fractionalRepeatCountEndsMidCycle() {
    var a = ramp()
    a.timing.repeatCount = 1.5
    a.timing.fillMode = .forwards
    a.isRemovedOnCompletion = false
    #expect(close(opacity(a, at: 1.25), 0.25))
    #expect(close(opacity(a, at: 7), 0.5))
    #expect(a.endTime == 1.5)
  }

  /// §4.1: infinity and greatestFiniteMagnitude repeat forever.
  @Test func repeatCountInfinityAndGreatestFiniteRepeatForever() {
    for count in [Float.infinity, Float.greatestFiniteMagnitude] {
      var a = ramp()
      a.timing.repeatCount = count
      #expect(close(opacity(a, at: 1000.25), 0.25, 1e-9))
      #expect(a.endTime == nil)
    }
  }

  /// §4.1: repeatDuration bounds the repeats in seconds.
  @Test func repeatDurationBoundsTheRepeats() {
    var a = ramp()
    a.timing.repeatDuration = 2.5
    #expect(close(opacity(a, at: 2.25), 0.25))
    #expect(opacity(a, at: 2.6) == 0.5)
  }

  /// §4.3: autoreverse plays forward then back; a cycle is 2d; the timing function is traversed
  /// backwards on the way back.
  @Test func autoreverseMirrorsTheBasicTime() {
    var a = ramp()
    a.timing.autoreverses = true
    a.timingFunction = .easeIn
    #expect(close(opacity(a, at: 0.25), TimingFunction.easeIn.value(at: 0.25)))
    #expect(close(opacity(a, at: 1.75), TimingFunction.easeIn.value(at: 0.25)))
    #expect(opacity(a, at: 2.5) == 0.5)  // one cycle of 2 s is the whole active duration
  }

  /// §4.3: timeOffset wraps: |A→B→C→D→E becomes |C→D→E→A→B.
  @Test func timeOffsetStartsMidWayAndWraps() {
    var a = ramp()
    a.timing.timeOffset = 0.5
    #expect(close(opacity(a, at: 0), 0.5))
    #expect(close(opacity(a, at: 0.4), 0.9))
    #expect(close(opacity(a, at: 0.6), 0.1))
    #expect(opacity(a, at: 1.2) == 0.5)
    // With 1.5 repeats the wrap is around the active duration, not the pass: at local 1.2 the
    // offset time 1.7 wraps to 0.2 (continuing the passes would give 0.7).
    a.timing.repeatCount = 1.5
    #expect(close(opacity(a, at: 1.2), 0.2))
  }

  @Test func timingFunctionShapesTheProgressAndNilIsLinear() {
    var a = ramp()
    #expect(close(opacity(a, at: 0.3), 0.3))
    a.timingFunction = .easeInEaseOut
    #expect(close(opacity(a, at: 0.25), 0.129161938761, 1e-9))
  }
}

@Suite struct ValueCompositionTests {
  func resolved(from: Double?, to: Double?, by: Double?) -> (Double, Double) {
    let a = Animation.basic(
      .opacity, from: from.map { .scalar($0) }, to: to.map { .scalar($0) }, by: by.map { .scalar($0) },
      duration: 1)
    return (opacity(a, at: 0, model: 0.5), opacity(a, at: 0.999999999, model: 0.5))
  }

  /// §4.4: from/to/by resolution, with the model value 0.5 as the current value.
  @Test func fromToByResolveAsCABasicAnimationDoes() {
    func check(_ r: (Double, Double), _ e: (Double, Double)) -> Bool { close(r.0, e.0, 1e-8) && close(r.1, e.1, 1e-8) }
    #expect(check(resolved(from: 0.1, to: 0.9, by: nil), (0.1, 0.9)))
    #expect(check(resolved(from: 0.1, to: nil, by: 0.3), (0.1, 0.4)))
    #expect(check(resolved(from: nil, to: 0.9, by: 0.3), (0.6, 0.9)))
    #expect(check(resolved(from: 0.1, to: nil, by: nil), (0.1, 0.5)))
    #expect(check(resolved(from: nil, to: 0.9, by: nil), (0.5, 0.9)))
    #expect(check(resolved(from: nil, to: nil, by: 0.3), (0.5, 0.8)))
  }

  /// §4.4: additive adds to the current value.
  @Test func additiveAddsToTheModelValue() {
    var layer = Layer(name: "l", bounds: Rect(x: 0, y: 0, width: 1, height: 1), position: Point(100, 40))
    var a = Animation.basic(.positionY, from: .scalar(0), to: .scalar(10), duration: 1)
    a.isAdditive = true
    layer.add(a, forKey: "bump")
    #expect(close(layer.presentation(at: 0.5).position.y, 45))
  }

  /// §4.4: cumulative repeats continue from the previous cycle's end: a 0→2π rotation spins.
  @Test func cumulativeRotationKeepsTurning() {
    var layer = Layer(name: "l", bounds: Rect(x: 0, y: 0, width: 1, height: 1), position: .zero)
    var spin = Animation.basic(.rotationZ, from: .scalar(0), to: .scalar(2 * .pi), duration: 1)
    spin.isCumulative = true
    spin.timing.repeatCount = .infinity
    layer.add(spin, forKey: "spin")
    #expect(close(layer.presentation(at: 2.25).pose.rotation, 2 * 2 * .pi + .pi / 2, 1e-9))
    spin.isCumulative = false
    layer.add(spin, forKey: "spin")
    #expect(close(layer.presentation(at: 2.25).pose.rotation, .pi / 2, 1e-9))
  }

  /// §4.4: animations apply in the order added; a non-additive one replaces what came before.
  @Test func laterAnimationsReplaceEarlierOnes() {
    var layer = Layer(name: "l", bounds: Rect(x: 0, y: 0, width: 1, height: 1), position: .zero)
    layer.add(.basic(.opacity, from: .scalar(0), to: .scalar(1), duration: 1), forKey: "a")
    layer.add(.basic(.opacity, from: .scalar(0.2), to: .scalar(0.2), duration: 1), forKey: "b")
    #expect(close(layer.presentation(at: 0.5).opacity, 0.2))
    // Adding under an existing key replaces it and moves it last.
    layer.add(.basic(.opacity, from: .scalar(0), to: .scalar(1), duration: 1), forKey: "b")
    #expect(layer.animations.map(\.key) == ["a", "b"])
  }

  /// §2.3: a spring animation's progress is the spring at basic time in seconds; duration only
  /// cuts it off.
  @Test func springAnimationFollowsTheSpringInSeconds() {
    var layer = Layer(name: "l", bounds: Rect(x: 0, y: 0, width: 1, height: 1), position: .zero)
    let spring = Animation.spring(.positionY, Spring(), from: .scalar(0), to: .scalar(100), duration: 2)
    layer.add(spring, forKey: "s")
    #expect(close(layer.presentation(at: 0.25).position.y, 102.335957991, 1e-7))
    #expect(layer.presentation(at: 2.5).position.y == 0)  // removed after its duration
  }
}

@Suite struct GroupTests {
  /// §4.5: children run in the group's time; a child longer than the group is clipped.
  @Test func childrenAreClippedToTheGroup() {
    let child = ramp(10)
    let group = Animation.group([child], duration: 5)
    #expect(close(opacity(group, at: 2.5), 0.25))
    #expect(close(opacity(group, at: 4.999), 0.4999, 1e-9))
    #expect(opacity(group, at: 6) == 0.5)
  }

  /// §4.5: the group's timing function maps time for the children.
  @Test func theGroupsTimingFunctionAppliesToChildren() {
    var group = Animation.group([ramp(1)], duration: 1)
    group.timingFunction = .easeIn
    #expect(close(opacity(group, at: 0.5), TimingFunction.easeIn.value(at: 0.5)))
  }

  /// §4.5 [?]: a child without a duration takes the group's.
  @Test func aChildWithoutDurationTakesTheGroups() {
    let group = Animation.group([ramp(0)], duration: 2)
    #expect(close(opacity(group, at: 1), 0.5))
  }

  /// A child spanning the whole group shows its end value when the group's time reaches its
  /// duration: at the turn of an autoreversing group (an instant; the child's own interval is
  /// half-open) and while a group holds its end by forward fill. Before, both read the model.
  @Test func aChildEndingWithTheGroupHoldsItsEndAtTheTurnAndUnderTheGroupsFill() {
    var turning = Animation.group([ramp(0)], duration: 1)
    turning.timing.autoreverses = true
    #expect(close(opacity(turning, at: 0.999), 0.999, 1e-9))
    #expect(opacity(turning, at: 1) == 1)
    #expect(close(opacity(turning, at: 1.001), 0.999, 1e-9))
    var held = Animation.group([ramp(0)], duration: 1)
    held.timing.fillMode = .forwards
    held.isRemovedOnCompletion = false
    #expect(opacity(held, at: 3) == 1)
    // A child ending before the group still ends: the model shows after it.
    var short = Animation.group([ramp(0.5)], duration: 1)
    short.timing.fillMode = .forwards
    short.isRemovedOnCompletion = false
    #expect(opacity(short, at: 3) == 0.5)
  }

  /// Children with a begin time start late inside the group; their fill modes apply there.
  @Test func childBeginTimeIsInGroupTime() {
    var late = ramp(1)
    late.timing.beginTime = 0.5
    let group = Animation.group([late], duration: 2)
    #expect(opacity(group, at: 0.25) == 0.5)
    #expect(close(opacity(group, at: 1), 0.5))
  }
}

@Suite struct KeyframeTests {
  func keyframes(_ k: Keyframes, at f: Double) -> Double { k.value(at: f)!.scalar! }

  /// §4.6: linear with even key times by default.
  @Test func linearKeyframesInterpolateEvenly() {
    let k = Keyframes(values: [.scalar(0), .scalar(10), .scalar(0)])
    #expect(close(keyframes(k, at: 0.25), 5) && close(keyframes(k, at: 0.75), 5))
  }

  /// §4.6: discrete takes n + 1 key times; each value holds until the next key time.
  @Test func discreteHoldsEachValue() {
    let k = Keyframes(values: [.scalar(1), .scalar(2), .scalar(3)], calculationMode: .discrete)
    #expect(keyframes(k, at: 0.3) == 1 && keyframes(k, at: 0.34) == 2 && keyframes(k, at: 0.9) == 3)
    let custom = Keyframes(values: [.scalar(1), .scalar(2)], keyTimes: [0, 0.8, 1], calculationMode: .discrete)
    #expect(keyframes(custom, at: 0.79) == 1 && keyframes(custom, at: 0.8) == 2)
  }

  /// §4.6: paced ignores key times and moves at constant speed.
  @Test func pacedMovesAtConstantSpeed() {
    let k = Keyframes(values: [.scalar(0), .scalar(1), .scalar(4)], keyTimes: [0, 0.9, 1], calculationMode: .paced)
    #expect(close(keyframes(k, at: 0.25), 1) && close(keyframes(k, at: 0.5), 2))
  }

  /// §4.6: cubic passes through every value (Catmull–Rom).
  @Test func cubicPassesThroughTheValues() {
    let k = Keyframes(values: [.scalar(0), .scalar(10), .scalar(5), .scalar(8)], calculationMode: .cubic)
    for (i, v) in [0.0, 10, 5, 8].enumerated() { #expect(close(keyframes(k, at: Double(i) / 3), v, 1e-9)) }
    #expect(keyframes(k, at: 0.45) > 5 && keyframes(k, at: 0.45) < 10)
  }

  /// §4.6: per-segment timing functions apply within their segment.
  @Test func segmentTimingFunctions() {
    let k = Keyframes(values: [.scalar(0), .scalar(1), .scalar(2)], timingFunctions: [.easeIn, nil])
    #expect(close(keyframes(k, at: 0.25), TimingFunction.easeIn.value(at: 0.5)))
    #expect(close(keyframes(k, at: 0.75), 1.5))
  }

  @Test func mismatchedKeyTimesFallBackToEvenSpacing() {
    let k = Keyframes(values: [.scalar(0), .scalar(10), .scalar(20)], keyTimes: [0, 1])
    #expect(close(keyframes(k, at: 0.25), 5))
  }

  /// Cubic keyframes of transforms move through their parts, not by concatenating them:
  /// scales 1, 1.3, 1 at 0, ½, 1; half way into the first segment Catmull–Rom (the missing
  /// neighbour the end itself) gives 1·½ + 0.15·⅛ + 1.3·½ = 1.16875, by hand.
  @Test func cubicTransformKeyframesInterpolateTheirParts() {
    let scales = [1.0, 1.3, 1.0].map { AnimatableValue.transform(Transform3D(scaleX: $0, y: $0, z: 1)) }
    let k = Keyframes(values: scales, keyTimes: [0, 0.5, 1], calculationMode: .cubic)
    guard case .transform(let m)? = k.value(at: 0.25) else {
      Issue.record("a transform")
      return
    }
    #expect(close(m.m11, 1.16875, 1e-12) && close(m.m22, 1.16875, 1e-12) && close(m.m12, 0, 1e-12))
  }
}

@Suite struct ChoreographyTests {
  func balloonLike() -> Choreography {
    let up = Animation.group([.basic(.positionY, from: .scalar(0), to: .scalar(-10), duration: 0.5)], duration: 0.5)
    let down = Animation.group([.basic(.positionY, from: .scalar(5), to: .scalar(0), duration: 0.2)], duration: 0.7)
    return Choreography(
      steps: [
        .init([.init(layer: "dot", key: "up", animation: up)]),
        .init([.init(layer: "dot", key: "down", animation: down)]),
      ],
      repeats: true)
  }

  func dotY(at t: Double) -> Double {
    let dot = Layer(name: "dot", bounds: Rect(x: 0, y: 0, width: 1, height: 1), position: Point(0, 100))
    return balloonLike().attach(to: dot, at: t).presentation(at: t).position.y
  }

  /// Each step starts when the previous one's watched animation stops, forever.
  @Test func stepsFollowEachOtherAtTheirStops() {
    #expect(close(dotY(at: 0.25), -5))
    #expect(close(dotY(at: 0.6), 2.5))  // down began at 0.5
    #expect(dotY(at: 1.0) == 100)  // down's child is done; the group runs to 1.2 with nothing
    #expect(close(dotY(at: 1.2 + 0.25), -5))  // the second up
    let starts = balloonLike().stepStarts(upTo: 12.1).map(\.start)
    #expect(starts.count == 21 && close(starts.last!, 12.0, 1e-9))
  }
}

@Suite struct LayerTimingTests {
  /// §4.1: a layer's local time is (t − beginTime)·speed + timeOffset; its animations and
  /// sublayers run in it. QA1673's pause: speed 0, timeOffset = the paused time.
  @Test func layerSpeedAndOffsetMapTimeForItsAnimationsAndSublayers() {
    var parent = Layer(name: "p", bounds: Rect(x: 0, y: 0, width: 1, height: 1), position: .zero)
    var child = parent
    child.add(.basic(.opacity, from: .scalar(0), to: .scalar(1), duration: 4), forKey: "fade")
    parent.sublayers = [child]
    parent.timing.speed = 2
    #expect(close(parent.presentation(at: 1).sublayers[0].opacity, 0.5))
    parent.timing.speed = 0
    parent.timing.timeOffset = 3
    #expect(close(parent.presentation(at: 100).sublayers[0].opacity, 0.75))
  }

  /// §4.2: beginTime 0 becomes the commit time in the layer's timeline.
  @Test func zeroBeginTimeBecomesTheCommitTime() {
    var layer = Layer(name: "l", bounds: Rect(x: 0, y: 0, width: 1, height: 1), position: .zero)
    layer.add(.basic(.opacity, from: .scalar(0), to: .scalar(1), duration: 1), forKey: "a", committedAt: 5)
    #expect(layer.animations[0].animation.timing.beginTime == 5)
    #expect(close(layer.presentation(at: 5.5).opacity, 0.5))
    var delayed = Animation.basic(.opacity, from: .scalar(0), to: .scalar(1), duration: 1)
    delayed.timing.beginTime = 7
    layer.add(delayed, forKey: "b", committedAt: 5)
    #expect(layer.animations[1].animation.timing.beginTime == 7)
  }
}

@Suite struct NegativeSpeedTests {
  /// §4.3 [?]: negative speed plays from the end back to the start.
  @Test func negativeSpeedPlaysBackwards() {
    var a = ramp(2)
    a.timing.speed = -1
    #expect(close(opacity(a, at: 0.5), 0.75))
    #expect(close(opacity(a, at: 1.5), 0.25))
    #expect(opacity(a, at: 3) == 0.5)  // done, no fill: the model value
    a.timing.fillMode = .both
    #expect(opacity(a, at: -1) == 1 && opacity(a, at: 3) == 0)
  }
}

@Suite struct TransformValueTests {
  func rotation(_ a: Double) -> Transform3D { Transform3D(rotationAngle: a, x: 0, y: 0, z: 1) }

  /// §4.4 [?]: transform values interpolate their parts, so a turn from 0 to 90° passes 45°
  /// with the scale in between (not the entry-wise average, which would shrink).
  @Test func transformsInterpolateTheirDecomposedParts() {
    var layer = Layer(name: "l", bounds: Rect(x: 0, y: 0, width: 1, height: 1), position: .zero)
    let to = Transform3D(scaleX: 3, y: 3).concatenating(rotation(.pi / 2)).concatenating(Transform3D(translationX: 10, y: -4))
    layer.add(.basic(.transform, from: .transform(.identity), to: .transform(to), duration: 1), forKey: "t")
    let mid = layer.presentation(at: 0.5).transform
    let expected = Transform3D(scaleX: 2, y: 2).concatenating(rotation(.pi / 4)).concatenating(
      Transform3D(translationX: 5, y: -2))
    for (a, b) in [
      (mid.m11, expected.m11), (mid.m12, expected.m12), (mid.m21, expected.m21), (mid.m22, expected.m22),
      (mid.m41, expected.m41), (mid.m42, expected.m42),
    ] {
      #expect(abs(a - b) < 1e-12)
    }
  }

  @Test func decompositionRoundTripsShearAndMirroring() {
    let m = Transform3D(AffineTransform(a: 1.5, b: 0.3, c: -0.7, d: -2.1, tx: 4, ty: 5))
    let halfway = AnimatableValue.transform(m).interpolated(to: .transform(m), at: 0.5)
    guard case .transform(let back) = halfway else { return }
    #expect(
      abs(back.m11 - 1.5) < 1e-12 && abs(back.m12 - 0.3) < 1e-12 && abs(back.m21 + 0.7) < 1e-12 && abs(back.m22 + 2.1) < 1e-12)
  }

  /// Additive transforms concatenate: the model's transform first, then the animation's.
  @Test func additiveTransformsConcatenate() {
    var layer = Layer(name: "l", bounds: Rect(x: 0, y: 0, width: 1, height: 1), position: .zero)
    layer.transform = Transform3D(scaleX: 2, y: 2)
    var bump = Animation.basic(
      .transform, from: .transform(.identity), to: .transform(Transform3D(translationX: 10, y: 0)), duration: 1)
    bump.isAdditive = true
    layer.add(bump, forKey: "b")
    let p = layer.presentation(at: 1 - 1e-9).transform.project(Point(1, 0))!
    #expect(abs(p.x - 12) < 1e-6)
  }
}

@Suite struct KochanekBartelsTests {
  /// Tension 1 flattens the tangents: halfway is the average of the two values.
  @Test func fullTensionHasFlatTangents() {
    var k = Keyframes(values: [.scalar(0), .scalar(10), .scalar(0), .scalar(10)], calculationMode: .cubic)
    k.tensionValues = [1, 1, 1, 1]
    #expect(abs(k.value(at: 0.5)!.scalar! - 5) < 1e-12)
  }

  /// Bias 1 takes the leaving tangent from the incoming side only: (1)(2)(1)/2·(P1 − P0).
  @Test func biasWeightsTheTangentsAsTheFormulaSays() {
    var k = Keyframes(values: [.scalar(0), .scalar(10), .scalar(4), .scalar(0)], calculationMode: .cubic)
    k.biasValues = [0, 1, 0, 0]
    // Segment 1→2 at s = 0.5 with m1 = (1+1)/2·(10 − 0) = 10, m2 (at value 2, T=C=B=0) = (0 − 10)/2 = −5.
    let s = 0.5, h00 = 2 * s * s * s - 3 * s * s + 1, h10 = s * s * s - 2 * s * s + s
    let h01 = -2 * s * s * s + 3 * s * s, h11 = s * s * s - s * s
    let expected = h00 * 10 + h10 * 10 + h01 * 4 + h11 * -5
    #expect(abs(k.value(at: 0.5)!.scalar! - expected) < 1e-12)
  }
}

@Suite struct PathKeyframeTests {
  func lShape() -> BezierPath {
    var p = BezierPath()
    p.move(to: Point(0, 0))
    p.line(to: Point(30, 0))
    p.line(to: Point(30, 10))
    return p
  }

  /// §4.6: each non-moveto point of the path is a keyframe; linear mode gives each segment an
  /// equal share of time.
  @Test func linearPathKeyframesShareTimeBySegment() {
    var k = Keyframes(values: [])
    k.path = lShape()
    #expect(k.value(at: 0.25) == .point(Point(15, 0)))
    #expect(k.value(at: 0.75) == .point(Point(30, 5)))
  }

  /// paced: constant speed along the 40-long path, so halfway is 20 along the first leg.
  @Test func pacedPathKeyframesMoveAtConstantSpeed() {
    var k = Keyframes(values: [], calculationMode: .paced)
    k.path = lShape()
    guard case .point(let p)? = k.value(at: 0.5) else { return }
    #expect(abs(p.x - 20) < 1e-9 && abs(p.y) < 1e-9)
    guard case .point(let q)? = k.value(at: 0.875) else { return }
    #expect(abs(q.x - 30) < 1e-9 && abs(q.y - 5) < 1e-9)
  }

  /// rotationMode auto turns the layer to the tangent; autoReverse adds π.
  @Test func rotationModeFollowsTheTangent() {
    var layer = Layer(name: "l", bounds: Rect(x: 0, y: 0, width: 1, height: 1), position: .zero)
    var frames = Keyframes(values: [])
    frames.path = lShape()
    frames.rotationMode = .auto
    var a = Animation(.position, .keyframe(frames))
    a.timing.duration = 1
    layer.add(a, forKey: "move")
    #expect(abs(layer.presentation(at: 0.75).pose.rotation - Double.pi / 2) < 1e-12)
    frames.rotationMode = .autoReverse
    a.kind = .keyframe(frames)
    layer.add(a, forKey: "move")
    #expect(abs(layer.presentation(at: 0.25).pose.rotation - Double.pi) < 1e-12)
  }
}
