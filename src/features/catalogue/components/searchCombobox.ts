// What the header's search box (SearchBox, in the first load) and its suggestions (SearchSuggestions, a chunk loaded
// on the first focus or keystroke) tell each other. Types only: nothing here is in either bundle.

/** One option of the suggestions' listbox: where choosing it goes. */
export interface SuggestionOption {
  /** The option element's id (the combobox's aria-activedescendant). */
  id: string;
  to: string;
  /** A category also becomes the listing's chosen one. */
  category?: { id: string; name: string };
}

export interface SuggestionsProps {
  listboxId: string;
  /** The text in the box. */
  text: string;
  /** The popup is open (the box has at least two letters and was typed in). */
  shown: boolean;
  /** The index of the active option, or -1. */
  active: number;
  /** The options now on screen, in order (the box moves through them with the arrow keys); a stable function. */
  onOptions: (options: SuggestionOption[]) => void;
  onChoose: (option: SuggestionOption) => void;
  /** The phone's full-screen close button. */
  onClose: () => void;
}
