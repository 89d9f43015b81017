/**
 * pt-BR texts of reorderable lists (drag and drop by pointer or keyboard), read by screen
 * readers. `kind` names what moves: 'Módulo', 'Aula', 'Recurso'…
 */
export const webSortableMessages = {
  dragInstructions:
    "Para reordenar, pressione Espaço ou Enter para pegar o item, use as setas para cima e para baixo para movê-lo e pressione Espaço ou Enter de novo para soltá-lo. Pressione Esc para cancelar.",
  dragRoleDescription: "item reordenável",
  dragStart: (kind: string, name: string, position: number, total: number) =>
    `${kind} ${name} pego. Posição ${position} de ${total}.`,
  dragOver: (kind: string, name: string, position: number, total: number) =>
    `${kind} ${name} movido para a posição ${position} de ${total}.`,
  dragOutside: (kind: string, name: string) => `${kind} ${name} fora da lista.`,
  dragEnd: (kind: string, name: string, position: number, total: number) =>
    `${kind} ${name} solto na posição ${position} de ${total}.`,
  dragCancel: (kind: string, name: string) =>
    `Reordenação cancelada. ${kind} ${name} voltou à posição original.`,
} as const;
