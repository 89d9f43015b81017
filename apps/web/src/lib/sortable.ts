import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type KeyboardCoordinateGetter,
  type Modifier,
} from "@dnd-kit/core";

/** Spec §2.6 and §9: a pointer drag starts after 8 px; each arrow key moves 25 px. */
export const DRAG_ACTIVATION_DISTANCE_PX = 8;
export const KEYBOARD_DRAG_STEP_PX = 25;

/** Up and down arrows move the picked item by the spec's step; other keys do nothing. */
export const verticalKeyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  switch (event.code) {
    case "ArrowDown":
      return { ...currentCoordinates, y: currentCoordinates.y + KEYBOARD_DRAG_STEP_PX };
    case "ArrowUp":
      return { ...currentCoordinates, y: currentCoordinates.y - KEYBOARD_DRAG_STEP_PX };
    default:
      return undefined;
  }
};

export const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** Pointer (after 8 px) and keyboard (25 px a press) sensors of every reorderable list. */
export function useReorderSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: verticalKeyboardCoordinates }),
  );
}
