/**
 * Dropping a file on an area: native drag events, a few hundred bytes instead of a full drag and
 * drop system. Pointer convenience only; the 'Upload image' button is the keyboard path.
 */
import { useState, type DragEvent } from 'react';

export interface FileDrop {
  /** Spread on the element that takes drops. */
  readonly dropProps: {
    readonly onDragEnter: (event: DragEvent) => void;
    readonly onDragOver: (event: DragEvent) => void;
    readonly onDragLeave: (event: DragEvent) => void;
    readonly onDrop: (event: DragEvent) => void;
  };
  /** A file is being dragged over the area. */
  readonly isDropTarget: boolean;
}

const carriesFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

/** Calls `onFile` with the first dropped file; ignores drops while disabled. */
export function useFileDrop(onFile: (file: File) => void, isDisabled: boolean): FileDrop {
  const [isDropTarget, setDropTarget] = useState(false);
  const accept = (event: DragEvent) => {
    if (isDisabled || !carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDropTarget(true);
  };
  return {
    isDropTarget: isDropTarget && !isDisabled,
    dropProps: {
      onDragEnter: accept,
      onDragOver: accept,
      onDragLeave: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropTarget(false);
      },
      onDrop: (event) => {
        setDropTarget(false);
        if (isDisabled || !carriesFiles(event)) return;
        event.preventDefault();
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      },
    },
  };
}
